/**
 * Names, phone prefixes and identity-number shapes of the demo customers, per demo tenant (its market). Made up
 * from common given names and surnames of each country; any likeness to a real person is chance.
 */
export interface People {
  language: string;
  /** Male given names, female given names, surnames; [shown, as in an e-mail address] when they differ. */
  male: (string | [string, string])[];
  female: (string | [string, string])[];
  surnames: (string | [string, string])[];
  phone: string[];
  identity: 'digits13' | 'albanian' | 'german' | 'passport';
  /** Voucher prefix. */
  prefix: string;
}

export const peopleByTenant: Record<string, People> = {
  Default: {
    language: 'en',
    male: ['James', 'John', 'Robert', 'Michael', 'David', 'Daniel', 'Thomas', 'George'],
    female: ['Mary', 'Emma', 'Olivia', 'Sarah', 'Laura', 'Anna', 'Grace', 'Helen'],
    surnames: ['Smith', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Walker', 'Wright', 'Green'],
    phone: ['+44 7700 9', '+44 7911 1'],
    identity: 'passport',
    prefix: 'CC',
  },
  albania: {
    language: 'sq',
    male: ['Arben', 'Besnik', 'Dritan', 'Gentian', 'Ilir', 'Luan', 'Erion', 'Agron'],
    female: ['Anila', 'Besa', 'Drita', 'Elira', 'Jonida', 'Mirela', 'Teuta', 'Vjosa'],
    surnames: [
      'Hoxha',
      'Krasniqi',
      'Gashi',
      'Berisha',
      'Shehu',
      'Dervishi',
      'Leka',
      ['Çela', 'cela'],
      'Kelmendi',
      'Rama',
    ],
    phone: ['+355 69 ', '+355 68 ', '+355 67 '],
    identity: 'albanian',
    prefix: 'AL',
  },
  serbia: {
    language: 'sr',
    male: ['Marko', 'Nikola', 'Stefan', 'Milan', ['Dušan', 'dusan'], 'Nemanja', 'Vuk', ['Đorđe', 'djordje']],
    female: ['Jelena', 'Milica', 'Ana', 'Jovana', 'Marija', 'Ivana', 'Tamara', 'Katarina'],
    surnames: [
      ['Jovanović', 'jovanovic'],
      ['Petrović', 'petrovic'],
      ['Nikolić', 'nikolic'],
      ['Marković', 'markovic'],
      ['Đorđević', 'djordjevic'],
      ['Stojanović', 'stojanovic'],
      ['Ilić', 'ilic'],
      ['Pavlović', 'pavlovic'],
      ['Živković', 'zivkovic'],
    ],
    phone: ['+381 64 ', '+381 63 ', '+381 65 '],
    identity: 'digits13',
    prefix: 'RS',
  },
  northmacedonia: {
    language: 'mk',
    male: [
      ['Александар', 'aleksandar'],
      ['Горан', 'goran'],
      ['Димитар', 'dimitar'],
      ['Кирил', 'kiril'],
      ['Зоран', 'zoran'],
      ['Бојан', 'bojan'],
    ],
    female: [
      ['Елена', 'elena'],
      ['Марија', 'marija'],
      ['Билјана', 'biljana'],
      ['Катерина', 'katerina'],
      ['Ивана', 'ivana'],
      ['Симона', 'simona'],
    ],
    surnames: [
      ['Стојановски', 'stojanovski'],
      ['Петровски', 'petrovski'],
      ['Николовски', 'nikolovski'],
      ['Трајковски', 'trajkovski'],
      ['Димитровски', 'dimitrovski'],
      ['Ристовски', 'ristovski'],
      ['Георгиевски', 'georgievski'],
    ],
    phone: ['+389 70 ', '+389 71 ', '+389 75 '],
    identity: 'digits13',
    prefix: 'MK',
  },
  kosovo: {
    language: 'sq',
    male: ['Arianit', 'Blerim', 'Driton', 'Fatos', 'Kushtrim', 'Valon', 'Visar', 'Shkelzen'],
    female: [
      'Albulena',
      'Arta',
      'Blerta',
      ['Drenusha', 'drenusha'],
      'Fjolla',
      'Liridona',
      'Valbona',
      'Qendresa',
    ],
    surnames: ['Krasniqi', 'Gashi', 'Berisha', 'Morina', 'Hoti', 'Bytyqi', 'Kastrati', 'Shala'],
    phone: ['+383 44 ', '+383 45 ', '+383 49 '],
    identity: 'digits13',
    prefix: 'XK',
  },
  romania: {
    language: 'ro',
    male: [
      'Andrei',
      'Mihai',
      'Alexandru',
      ['Ionuț', 'ionut'],
      'Radu',
      ['Ștefan', 'stefan'],
      'Florin',
      'Cristian',
    ],
    female: ['Ioana', 'Maria', 'Elena', 'Andreea', 'Ana', 'Cristina', 'Mihaela', 'Alexandra'],
    surnames: [
      'Popescu',
      'Ionescu',
      'Popa',
      'Dumitrescu',
      'Stan',
      'Stoica',
      'Gheorghe',
      'Rusu',
      ['Munteanu', 'munteanu'],
    ],
    phone: ['+40 722 ', '+40 744 ', '+40 755 '],
    identity: 'digits13',
    prefix: 'RO',
  },
  bosnia: {
    language: 'bs',
    male: ['Amir', 'Emir', 'Haris', 'Adnan', 'Kenan', 'Tarik', 'Nermin', 'Damir'],
    female: ['Amina', 'Lejla', 'Emina', 'Selma', 'Merima', 'Ajla', 'Jasmina', 'Naida'],
    surnames: [
      ['Hodžić', 'hodzic'],
      ['Hadžić', 'hadzic'],
      ['Begić', 'begic'],
      ['Delić', 'delic'],
      ['Kovačević', 'kovacevic'],
      ['Mehmedović', 'mehmedovic'],
      ['Babić', 'babic'],
      ['Hasanović', 'hasanovic'],
    ],
    phone: ['+387 61 ', '+387 62 ', '+387 65 '],
    identity: 'digits13',
    prefix: 'BA',
  },
  germany: {
    language: 'de',
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Paul', 'Leon', 'Stefan', 'Thomas'],
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Sophie', 'Katharina', 'Sabine', 'Miriam'],
    surnames: [
      ['Müller', 'mueller'],
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      ['Schäfer', 'schaefer'],
    ],
    phone: ['+49 151 ', '+49 171 ', '+49 160 '],
    identity: 'german',
    prefix: 'DE',
  },
};
