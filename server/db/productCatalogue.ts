import { excursionProducts } from './productCatalogueExcursions.js';

/**
 * The demo reservation provider's extra services (issue 13): transfers, insurance, excursions and upgrades, with
 * names and descriptions in the seven interface languages and a price in euros from which the seed derives the
 * other currencies' prices (productsSeed.ts). Images are drawn by scripts/assets/productImages.ts.
 */
export type Texts = Record<
  'en' | 'ro' | 'mk' | 'bs' | 'sr' | 'sq' | 'de',
  [name: string, description: string]
>;

export interface CatalogueProduct {
  code: string;
  /** 1 transfer, 2 insurance, 3 excursion, 4 upgrade. */
  type: 1 | 2 | 3 | 4;
  variant?: string;
  /** Only for hotels in this country. */
  countryCode?: string;
  /** Only for this tenant (its tenancy name). */
  tenancyName?: string;
  /** 1 per booking, 2 per person, 3 per night, 4 per person and night. */
  pricing: 1 | 2 | 3 | 4;
  needsDate?: boolean;
  weekdays?: number[];
  maxQuantity?: number;
  /** Exact decimal. */
  eur: string;
  texts: Texts;
}

const transfers: CatalogueProduct[] = [
  {
    code: 'TRF-ARR',
    type: 1,
    variant: 'arrival',
    pricing: 1,
    maxQuantity: 3,
    eur: '35',
    texts: {
      en: ['Airport to hotel transfer', 'A private car meets you at arrivals and drives you to your hotel.'],
      ro: ['Transfer aeroport – hotel', 'O mașină privată vă așteaptă la sosiri și vă duce la hotel.'],
      mk: ['Трансфер од аеродром до хотел', 'Приватно возило ве чека на пристигнување и ве вози до хотелот.'],
      bs: ['Transfer od aerodroma do hotela', 'Privatni automobil vas čeka u dolascima i vozi do hotela.'],
      sr: ['Transfer od aerodroma do hotela', 'Privatni automobil vas čeka u dolascima i vozi do hotela.'],
      sq: [
        'Transferim nga aeroporti në hotel',
        'Një makinë private ju pret te mbërritjet dhe ju çon në hotel.',
      ],
      de: [
        'Transfer Flughafen – Hotel',
        'Ein privater Wagen holt Sie in der Ankunftshalle ab und bringt Sie ins Hotel.',
      ],
    },
  },
  {
    code: 'TRF-DEP',
    type: 1,
    variant: 'departure',
    pricing: 1,
    maxQuantity: 3,
    eur: '35',
    texts: {
      en: ['Hotel to airport transfer', 'A private car picks you up at the hotel in time for your flight.'],
      ro: ['Transfer hotel – aeroport', 'O mașină privată vă ia de la hotel la timp pentru zbor.'],
      mk: ['Трансфер од хотел до аеродром', 'Приватно возило ве зема од хотелот навреме за летот.'],
      bs: ['Transfer od hotela do aerodroma', 'Privatni automobil vas na vrijeme preuzima u hotelu za let.'],
      sr: ['Transfer od hotela do aerodroma', 'Privatni automobil vas na vreme preuzima u hotelu za let.'],
      sq: [
        'Transferim nga hoteli në aeroport',
        'Një makinë private ju merr në hotel në kohë për fluturimin.',
      ],
      de: [
        'Transfer Hotel – Flughafen',
        'Ein privater Wagen holt Sie rechtzeitig für Ihren Flug im Hotel ab.',
      ],
    },
  },
  {
    code: 'TRF-RT',
    type: 1,
    variant: 'roundTrip',
    pricing: 1,
    maxQuantity: 3,
    eur: '60',
    texts: {
      en: [
        'Return airport transfer',
        'Both ways in a private car: to the hotel on arrival and back on departure.',
      ],
      ro: [
        'Transfer aeroport dus-întors',
        'Ambele sensuri cu mașină privată: la hotel la sosire și înapoi la plecare.',
      ],
      mk: [
        'Трансфер до аеродром во двата правца',
        'Двата правца со приватно возило: до хотелот и назад при заминување.',
      ],
      bs: [
        'Povratni transfer s aerodroma',
        'U oba smjera privatnim automobilom: do hotela i nazad pri odlasku.',
      ],
      sr: [
        'Povratni transfer sa aerodroma',
        'U oba smera privatnim automobilom: do hotela i nazad pri odlasku.',
      ],
      sq: [
        'Transferim vajtje-ardhje nga aeroporti',
        'Në të dy drejtimet me makinë private: në hotel dhe mbrapsht.',
      ],
      de: [
        'Flughafentransfer hin und zurück',
        'Beide Wege im privaten Wagen: zum Hotel bei Ankunft und zurück bei Abreise.',
      ],
    },
  },
];

const insurance: CatalogueProduct[] = [
  {
    code: 'INS-MED',
    type: 2,
    pricing: 4,
    eur: '1.50',
    texts: {
      en: [
        'Travel health insurance',
        'Medical care, hospital stays and repatriation for every night of your stay.',
      ],
      ro: [
        'Asigurare medicală de călătorie',
        'Îngrijire medicală, spitalizare și repatriere pentru fiecare noapte.',
      ],
      mk: [
        'Патничко здравствено осигурување',
        'Медицинска нега, болничко лекување и репатријација за секоја ноќ.',
      ],
      bs: [
        'Putno zdravstveno osiguranje',
        'Medicinska njega, bolničko liječenje i repatrijacija za svaku noć.',
      ],
      sr: ['Putno zdravstveno osiguranje', 'Medicinska nega, bolničko lečenje i repatrijacija za svaku noć.'],
      sq: ['Sigurim shëndetësor udhëtimi', 'Kujdes mjekësor, shtrim në spital dhe riatdhesim për çdo natë.'],
      de: [
        'Reisekrankenversicherung',
        'Arztkosten, Krankenhaus und Rücktransport für jede Nacht Ihres Aufenthalts.',
      ],
    },
  },
  {
    code: 'INS-CXL',
    type: 2,
    pricing: 1,
    eur: '29',
    texts: {
      en: ['Cancellation cover', 'Get your money back if illness or an emergency stops you from travelling.'],
      ro: [
        'Asigurare storno',
        'Vă primiți banii înapoi dacă boala sau o urgență vă împiedică să călătoriți.',
      ],
      mk: [
        'Осигурување од откажување',
        'Ги добивате парите назад ако болест или итен случај ве спречи да патувате.',
      ],
      bs: [
        'Osiguranje od otkaza',
        'Novac vam se vraća ako vas bolest ili hitan slučaj spriječi da putujete.',
      ],
      sr: ['Osiguranje od otkaza', 'Novac vam se vraća ako vas bolest ili hitan slučaj spreči da putujete.'],
      sq: ['Sigurim anulimi', 'Merrni paratë mbrapsht nëse sëmundja ose një urgjencë ju pengon të udhëtoni.'],
      de: ['Reiserücktrittsschutz', 'Geld zurück, wenn Krankheit oder ein Notfall Sie an der Reise hindert.'],
    },
  },
  {
    code: 'INS-DE-PLUS',
    type: 2,
    tenancyName: 'germany',
    pricing: 2,
    eur: '19.90',
    texts: {
      en: [
        'Travel protection plus',
        'Cancellation, interruption and luggage cover from our German partner insurer.',
      ],
      ro: [
        'Protecție de călătorie plus',
        'Storno, întrerupere și bagaje, de la asigurătorul nostru partener german.',
      ],
      mk: ['Патничка заштита плус', 'Откажување, прекин и багаж од нашиот германски партнер осигурител.'],
      bs: [
        'Putna zaštita plus',
        'Otkaz, prekid putovanja i prtljag kod našeg njemačkog partnera osiguravača.',
      ],
      sr: [
        'Putna zaštita plus',
        'Otkaz, prekid putovanja i prtljag kod našeg nemačkog partnera osiguravača.',
      ],
      sq: ['Mbrojtje udhëtimi plus', 'Anulim, ndërprerje dhe bagazh nga siguruesi ynë partner gjerman.'],
      de: ['Reiseschutz Plus', 'Rücktritt, Abbruch und Gepäck bei unserem deutschen Partnerversicherer.'],
    },
  },
];

const upgrades: CatalogueProduct[] = [
  {
    code: 'UPG-ROOM',
    type: 4,
    variant: 'room',
    pricing: 3,
    eur: '25',
    texts: {
      en: ['Superior room upgrade', 'A larger room with a view, for every night of your stay.'],
      ro: ['Upgrade la cameră superioară', 'O cameră mai mare, cu priveliște, pentru fiecare noapte.'],
      mk: ['Надградба во супериорна соба', 'Поголема соба со поглед, за секоја ноќ од престојот.'],
      bs: ['Nadogradnja u superior sobu', 'Veća soba s pogledom, za svaku noć boravka.'],
      sr: ['Nadogradnja u superior sobu', 'Veća soba sa pogledom, za svaku noć boravka.'],
      sq: ['Kalim në dhomë superiore', 'Një dhomë më e madhe me pamje, për çdo natë të qëndrimit.'],
      de: [
        'Upgrade ins Superior-Zimmer',
        'Ein größeres Zimmer mit Aussicht, für jede Nacht Ihres Aufenthalts.',
      ],
    },
  },
  {
    code: 'UPG-BOARD',
    type: 4,
    variant: 'board',
    pricing: 4,
    eur: '15',
    texts: {
      en: ['Half board upgrade', 'Breakfast and dinner at the hotel, per person and night.'],
      ro: ['Upgrade la demipensiune', 'Mic dejun și cină la hotel, de persoană și noapte.'],
      mk: ['Надградба во полупансион', 'Појадок и вечера во хотелот, по лице и ноќ.'],
      bs: ['Nadogradnja na polupansion', 'Doručak i večera u hotelu, po osobi i noći.'],
      sr: ['Nadogradnja na polupansion', 'Doručak i večera u hotelu, po osobi i noći.'],
      sq: ['Kalim në gjysmë pension', 'Mëngjes dhe darkë në hotel, për person dhe natë.'],
      de: ['Upgrade auf Halbpension', 'Frühstück und Abendessen im Hotel, pro Person und Nacht.'],
    },
  },
  {
    code: 'UPG-LATE',
    type: 4,
    variant: 'checkout',
    pricing: 1,
    eur: '20',
    texts: {
      en: ['Late check-out', 'Keep your room until 6 pm on the day you leave.'],
      ro: ['Check-out târziu', 'Păstrați camera până la ora 18:00 în ziua plecării.'],
      mk: ['Доцна одјава', 'Задржете ја собата до 18 часот на денот на заминување.'],
      bs: ['Kasna odjava', 'Zadržite sobu do 18 sati na dan odlaska.'],
      sr: ['Kasna odjava', 'Zadržite sobu do 18 časova na dan odlaska.'],
      sq: ['Largim i vonë', 'Mbajeni dhomën deri në orën 18:00 në ditën e largimit.'],
      de: ['Später Check-out', 'Behalten Sie Ihr Zimmer am Abreisetag bis 18 Uhr.'],
    },
  },
];

export const catalogueProducts: CatalogueProduct[] = [
  ...transfers,
  ...insurance,
  ...excursionProducts,
  ...upgrades,
];

/** The image of a product, drawn by scripts/assets/productImages.ts. */
export const productImagePath = (code: string) => `/products/${code.toLowerCase()}.svg`;
