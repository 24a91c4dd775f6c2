import type { CatalogueProduct } from './productCatalogue.js';

/** Excursions: priced per person, on a day of the stay the visitor picks (on the weekdays they run). */
const excursion = (p: Omit<CatalogueProduct, 'type' | 'pricing' | 'needsDate'>): CatalogueProduct => ({
  ...p,
  type: 3,
  pricing: 2,
  needsDate: true,
});

export const excursionProducts: CatalogueProduct[] = [
  excursion({
    code: 'EXC-CITY',
    eur: '15',
    texts: {
      en: ['Guided old town walk', 'Two hours through the old town with a local guide.'],
      ro: ['Tur ghidat al orașului vechi', 'Două ore prin orașul vechi cu un ghid local.'],
      mk: ['Прошетка низ стариот град со водич', 'Два часа низ стариот град со локален водич.'],
      bs: ['Šetnja starim gradom s vodičem', 'Dva sata kroz stari grad s lokalnim vodičem.'],
      sr: ['Šetnja starim gradom sa vodičem', 'Dva sata kroz stari grad sa lokalnim vodičem.'],
      sq: ['Shëtitje me guidë në qytetin e vjetër', 'Dy orë nëpër qytetin e vjetër me një guidë vendas.'],
      de: ['Altstadtführung', 'Zwei Stunden durch die Altstadt mit einem örtlichen Guide.'],
    },
  }),
  excursion({
    code: 'EXC-OHRID',
    countryCode: 'MK',
    weekdays: [2, 4, 6],
    eur: '25',
    texts: {
      en: [
        'Boat trip to St. Naum',
        'Cruise across Lake Ohrid to the monastery and the springs of the Black Drin.',
      ],
      ro: [
        'Excursie cu barca la Sf. Naum',
        'Croazieră pe lacul Ohrid până la mănăstire și izvoarele Drinului Negru.',
      ],
      mk: [
        'Излет со брод до Свети Наум',
        'Крстарење по Охридското Езеро до манастирот и изворите на Црн Дрим.',
      ],
      bs: ['Izlet brodom do Svetog Nauma', 'Krstarenje Ohridskim jezerom do manastira i izvora Crnog Drima.'],
      sr: ['Izlet brodom do Svetog Nauma', 'Krstarenje Ohridskim jezerom do manastira i izvora Crnog Drima.'],
      sq: [
        'Udhëtim me varkë në Shën Naum',
        'Lundrim në liqenin e Ohrit deri te manastiri dhe burimet e Drinit të Zi.',
      ],
      de: [
        'Bootsausflug nach Sveti Naum',
        'Fahrt über den Ohridsee zum Kloster und zu den Quellen des Schwarzen Drin.',
      ],
    },
  }),
  excursion({
    code: 'EXC-BELGRADE',
    countryCode: 'RS',
    eur: '22',
    texts: {
      en: [
        'Fortress and river cruise',
        'Kalemegdan fortress, then a cruise where the Sava meets the Danube.',
      ],
      ro: [
        'Cetate și croazieră pe râu',
        'Cetatea Kalemegdan, apoi o croazieră la confluența Savei cu Dunărea.',
      ],
      mk: ['Тврдина и крстарење по река', 'Тврдината Калемегдан, па крстарење каде Сава се влева во Дунав.'],
      bs: [
        'Tvrđava i krstarenje rijekom',
        'Tvrđava Kalemegdan, zatim krstarenje gdje se Sava uliva u Dunav.',
      ],
      sr: ['Tvrđava i krstarenje rekom', 'Tvrđava Kalemegdan, zatim krstarenje gde se Sava uliva u Dunav.'],
      sq: [
        'Kështjella dhe lundrim në lumë',
        'Kështjella Kalemegdan, pastaj lundrim ku Sava derdhet në Danub.',
      ],
      de: [
        'Festung und Flussfahrt',
        'Die Festung Kalemegdan, dann eine Fahrt, wo die Save in die Donau mündet.',
      ],
    },
  }),
  excursion({
    code: 'EXC-BUTRINT',
    countryCode: 'AL',
    weekdays: [1, 3, 5, 7],
    eur: '27',
    texts: {
      en: [
        'Butrint National Park',
        'Greek, Roman and Venetian ruins in a lagoon landscape, with entry tickets.',
      ],
      ro: [
        'Parcul Național Butrint',
        'Ruine grecești, romane și venețiene într-un peisaj de lagună, cu bilete.',
      ],
      mk: ['Национален парк Бутринт', 'Грчки, римски и венецијански урнатини покрај лагуна, со влезници.'],
      bs: ['Nacionalni park Butrint', 'Grčke, rimske i venecijanske ruševine uz lagunu, s ulaznicama.'],
      sr: ['Nacionalni park Butrint', 'Grčke, rimske i venecijanske ruševine pored lagune, sa ulaznicama.'],
      sq: [
        'Parku Kombëtar i Butrintit',
        'Rrënoja greke, romake dhe veneciane në një lagunë, me bileta hyrjeje.',
      ],
      de: [
        'Nationalpark Butrint',
        'Griechische, römische und venezianische Ruinen an einer Lagune, mit Eintritt.',
      ],
    },
  }),
  excursion({
    code: 'EXC-PRIZREN',
    countryCode: 'XK',
    weekdays: [6, 7],
    eur: '18',
    texts: {
      en: ['Prizren fortress at sunset', 'Climb to the fortress above the old town for the evening view.'],
      ro: [
        'Cetatea Prizren la apus',
        'Urcare la cetatea de deasupra orașului vechi pentru priveliștea de seară.',
      ],
      mk: [
        'Призренската тврдина на зајдисонце',
        'Искачување до тврдината над стариот град за вечерниот поглед.',
      ],
      bs: [
        'Prizrenska tvrđava u zalazak sunca',
        'Uspon do tvrđave iznad starog grada zbog večernjeg pogleda.',
      ],
      sr: [
        'Prizrenska tvrđava u zalazak sunca',
        'Uspon do tvrđave iznad starog grada zbog večernjeg pogleda.',
      ],
      sq: ['Kalaja e Prizrenit në perëndim', 'Ngjitje te kalaja mbi qytetin e vjetër për pamjen e mbrëmjes.'],
      de: [
        'Festung Prizren bei Sonnenuntergang',
        'Aufstieg zur Festung über der Altstadt für den Abendblick.',
      ],
    },
  }),
  excursion({
    code: 'EXC-MOSTAR',
    countryCode: 'BA',
    weekdays: [2, 5],
    eur: '20',
    texts: {
      en: [
        'Mostar and Kravice waterfalls',
        'The Old Bridge in the morning, a swim at Kravice in the afternoon.',
      ],
      ro: ['Mostar și cascadele Kravice', 'Podul Vechi dimineața, o baie la Kravice după-amiaza.'],
      mk: ['Мостар и водопадите Кравица', 'Стариот мост наутро, капење на Кравица попладне.'],
      bs: ['Mostar i vodopadi Kravice', 'Stari most ujutro, kupanje na Kravicama poslijepodne.'],
      sr: ['Mostar i vodopadi Kravice', 'Stari most ujutru, kupanje na Kravicama popodne.'],
      sq: ['Mostari dhe ujëvarat e Kravicës', 'Ura e Vjetër në mëngjes, not te Kravica pasdite.'],
      de: [
        'Mostar und Kravica-Wasserfälle',
        'Vormittags die Alte Brücke, nachmittags Baden an den Kravica-Fällen.',
      ],
    },
  }),
  excursion({
    code: 'EXC-BRAN',
    countryCode: 'RO',
    weekdays: [3, 6],
    eur: '35',
    texts: {
      en: ['Bran Castle day trip', 'Bran Castle and Râșnov fortress, with the castle ticket included.'],
      ro: ['Excursie la Castelul Bran', 'Castelul Bran și cetatea Râșnov, cu biletul la castel inclus.'],
      mk: [
        'Еднодневен излет до замокот Бран',
        'Замокот Бран и тврдината Рашнов, со вклучен билет за замокот.',
      ],
      bs: [
        'Jednodnevni izlet do dvorca Bran',
        'Dvorac Bran i tvrđava Râșnov, s uključenom ulaznicom za dvorac.',
      ],
      sr: [
        'Jednodnevni izlet do zamka Bran',
        'Zamak Bran i tvrđava Rašnov, sa uključenom ulaznicom za zamak.',
      ],
      sq: [
        'Ekskursion në Kështjellën e Branit',
        'Kështjella e Branit dhe kalaja e Râșnovit, me biletë të përfshirë.',
      ],
      de: [
        'Tagesausflug zum Schloss Bran',
        'Schloss Bran und die Burg Râșnov, Eintritt ins Schloss inklusive.',
      ],
    },
  }),
  excursion({
    code: 'EXC-KOTOR',
    countryCode: 'ME',
    weekdays: [1, 4, 7],
    eur: '30',
    texts: {
      en: ['Bay of Kotor boat tour', 'Perast, Our Lady of the Rocks and Kotor old town by boat.'],
      ro: ['Tur cu barca în Golful Kotor', 'Perast, Gospa od Škrpjela și orașul vechi Kotor, cu barca.'],
      mk: ['Тура со брод низ Которскиот Залив', 'Пераст, Госпа од Шкрпјела и стариот Котор со брод.'],
      bs: ['Obilazak Bokokotorskog zaljeva brodom', 'Perast, Gospa od Škrpjela i stari grad Kotor brodom.'],
      sr: ['Obilazak Bokokotorskog zaliva brodom', 'Perast, Gospa od Škrpjela i stari grad Kotor brodom.'],
      sq: [
        'Tur me varkë në Gjirin e Kotorrit',
        'Perasti, Zoja e Shkëmbinjve dhe qyteti i vjetër i Kotorrit me varkë.',
      ],
      de: [
        'Bootstour durch die Bucht von Kotor',
        'Perast, Maria vom Felsen und die Altstadt von Kotor per Boot.',
      ],
    },
  }),
];
