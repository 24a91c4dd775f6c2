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

/** Order statuses by position: of every 20 orders 5 pending, 3 partially paid, 9 paid, 3 cancelled. */
export const ORDER_MIX = [3, 1, 3, 2, 3, 4, 1, 3, 2, 3, 1, 3, 4, 3, 2, 1, 3, 4, 3, 1] as const;

/** Payment scenarios of pending and cancelled orders, by position, so that every final status shows up. */
export const PENDING_PAYMENTS = [
  [],
  [10],
  [0],
  [50],
  [30],
  [40],
  [10, 'BT'],
  [],
  [30, 'BT'],
  [40, 'BT'],
] as const;
export const CANCELLED_PAYMENTS = [[], [40], [60], [40, 'BT'], [30]] as const;

/** EUR prices: a night in a double room by stars; board per person and night; extras. */
export const NIGHT_EUR: Record<number, number> = { 3: 55, 4: 90, 5: 170 };
export const ROOM_FACTOR: Record<string, number> = { SGL: 0.8, DBL: 1, TWN: 1, FAM: 1.6, SUI: 2.4 };
export const BOARD_EUR: Record<string, [number, string]> = {
  BB: [8, 'Bed and breakfast'],
  HB: [18, 'Half board'],
  FB: [28, 'Full board'],
  AI: [45, 'All inclusive'],
};
