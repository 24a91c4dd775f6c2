import type { BoardType } from '../../src/api/schemas/hotel.js';

/**
 * The demo reservation provider's hotels: made-up hotels at real places of the region. Their pictures are
 * drawn by `scripts/assets/hotelImages.ts` (public/hotels/<code>-1.svg and -2.svg), so the project ships no
 * photograph it may not redistribute. Descriptions are composed per language from the setting (`feature`).
 */
export type HotelFeature = 'lake' | 'river' | 'mountain' | 'sea' | 'oldTown';

export interface CatalogueHotel {
  tvHotelCode: string;
  name: string;
  stars: 3 | 4 | 5;
  address: string;
  city: string;
  countryCode: string;
  latitude: string;
  longitude: string;
  feature: HotelFeature;
  boardTypes: BoardType[];
  /** Palette of the drawn pictures: sky, building, accent. */
  colors: [string, string, string];
}

export const catalogueHotels: CatalogueHotel[] = [
  {
    tvHotelCode: 'TV10001',
    name: 'Lakeside Ohrid Hotel',
    stars: 4,
    address: 'Kej Makedonija 12',
    city: 'Ohrid',
    countryCode: 'MK',
    latitude: '41.112300',
    longitude: '20.801600',
    feature: 'lake',
    boardTypes: ['BB', 'HB'],
    colors: ['#8ecae6', '#f1e3c6', '#219ebc'],
  },
  {
    tvHotelCode: 'TV10002',
    name: 'Old Bazaar Inn Skopje',
    stars: 3,
    address: 'Bitpazarska 33',
    city: 'Skopje',
    countryCode: 'MK',
    latitude: '42.001000',
    longitude: '21.438000',
    feature: 'oldTown',
    boardTypes: ['RO', 'BB'],
    colors: ['#ffd6a5', '#e9c46a', '#9c6644'],
  },
  {
    tvHotelCode: 'TV10003',
    name: 'Riverside Residence Belgrade',
    stars: 4,
    address: 'Karađorđeva 48',
    city: 'Belgrade',
    countryCode: 'RS',
    latitude: '44.817600',
    longitude: '20.456900',
    feature: 'river',
    boardTypes: ['RO', 'BB', 'HB'],
    colors: ['#a8dadc', '#e5e5e5', '#1d3557'],
  },
  {
    tvHotelCode: 'TV10004',
    name: 'Pine Resort Zlatibor',
    stars: 4,
    address: 'Naselje Jezero 7',
    city: 'Zlatibor',
    countryCode: 'RS',
    latitude: '43.729000',
    longitude: '19.700000',
    feature: 'mountain',
    boardTypes: ['BB', 'HB', 'FB'],
    colors: ['#caf0f8', '#ddb892', '#2d6a4f'],
  },
  {
    tvHotelCode: 'TV10005',
    name: 'Skanderbeg Suites Tirana',
    stars: 4,
    address: 'Rruga Ibrahim Rugova 5',
    city: 'Tirana',
    countryCode: 'AL',
    latitude: '41.327500',
    longitude: '19.818700',
    feature: 'oldTown',
    boardTypes: ['RO', 'BB'],
    colors: ['#ffcad4', '#f4acb7', '#9d8189'],
  },
  {
    tvHotelCode: 'TV10006',
    name: 'Blue Lagoon Hotel Ksamil',
    stars: 3,
    address: 'Rruga Kryesore 21',
    city: 'Ksamil',
    countryCode: 'AL',
    latitude: '39.770000',
    longitude: '20.000300',
    feature: 'sea',
    boardTypes: ['BB', 'HB', 'AI'],
    colors: ['#90e0ef', '#fefae0', '#0077b6'],
  },
  {
    tvHotelCode: 'TV10007',
    name: 'Castle View Prizren',
    stars: 3,
    address: 'Rruga Shuaip Spahiu 9',
    city: 'Prizren',
    countryCode: 'XK',
    latitude: '42.213900',
    longitude: '20.739700',
    feature: 'river',
    boardTypes: ['RO', 'BB'],
    colors: ['#e0fbfc', '#c2b280', '#3d5a80'],
  },
  {
    tvHotelCode: 'TV10008',
    name: 'Baščaršija Boutique Sarajevo',
    stars: 4,
    address: 'Ćurčiluk veliki 15',
    city: 'Sarajevo',
    countryCode: 'BA',
    latitude: '43.859800',
    longitude: '18.431300',
    feature: 'oldTown',
    boardTypes: ['BB', 'HB'],
    colors: ['#ffe8d6', '#cb997e', '#6b705c'],
  },
  {
    tvHotelCode: 'TV10009',
    name: 'Bridge Guesthouse Mostar',
    stars: 3,
    address: 'Onešćukova 4',
    city: 'Mostar',
    countryCode: 'BA',
    latitude: '43.337200',
    longitude: '17.815000',
    feature: 'river',
    boardTypes: ['RO', 'BB'],
    colors: ['#bde0fe', '#f5ebe0', '#6d597a'],
  },
  {
    tvHotelCode: 'TV10010',
    name: 'Carpathian Lodge Brașov',
    stars: 4,
    address: 'Strada Poarta Schei 22',
    city: 'Brașov',
    countryCode: 'RO',
    latitude: '45.642700',
    longitude: '25.588700',
    feature: 'mountain',
    boardTypes: ['BB', 'HB', 'FB'],
    colors: ['#d8e2dc', '#b5838d', '#354f52'],
  },
  {
    tvHotelCode: 'TV10011',
    name: 'Black Sea Resort Mamaia',
    stars: 5,
    address: 'Bulevardul Mamaia 301',
    city: 'Mamaia',
    countryCode: 'RO',
    latitude: '44.247000',
    longitude: '28.620000',
    feature: 'sea',
    boardTypes: ['BB', 'HB', 'FB', 'AI'],
    colors: ['#48cae4', '#ffffff', '#023e8a'],
  },
  {
    tvHotelCode: 'TV10012',
    name: 'Adriatic Palace Budva',
    stars: 5,
    address: 'Slovenska obala 10',
    city: 'Budva',
    countryCode: 'ME',
    latitude: '42.286400',
    longitude: '18.840000',
    feature: 'sea',
    boardTypes: ['BB', 'HB', 'AI'],
    colors: ['#ade8f4', '#f8edeb', '#e76f51'],
  },
];

/** Room types by the hotel's stars: code, English name, how many people sleep in it. */
export function roomTypesFor(stars: number) {
  const rooms = [
    { code: 'SGL', name: 'Single room', maxOccupancy: 1 },
    { code: 'DBL', name: 'Double room', maxOccupancy: 2 },
    { code: 'TWN', name: 'Twin room', maxOccupancy: 2 },
    { code: 'FAM', name: 'Family room', maxOccupancy: 4 },
  ];
  return stars >= 5 ? [...rooms, { code: 'SUI', name: 'Suite', maxOccupancy: 3 }] : rooms;
}

export const hotelImages = (code: string) => [1, 2].map((n) => `/hotels/${code.toLowerCase()}-${n}.svg`);

const features: Record<string, Record<HotelFeature, string>> = {
  en: {
    lake: 'on the shore of the lake',
    river: 'a short walk from the riverside promenade',
    mountain: 'surrounded by pine forests in the mountains',
    sea: 'steps away from the beach',
    oldTown: 'in the heart of the old town',
  },
  ro: {
    lake: 'pe malul lacului',
    river: 'la câțiva pași de promenada de pe malul râului',
    mountain: 'înconjurat de păduri de pin, la munte',
    sea: 'la câțiva pași de plajă',
    oldTown: 'în inima orașului vechi',
  },
  mk: {
    lake: 'на брегот на езерото',
    river: 'на неколку чекори од шеталиштето покрај реката',
    mountain: 'опкружен со борови шуми во планините',
    sea: 'на неколку чекори од плажата',
    oldTown: 'во срцето на стариот град',
  },
  bs: {
    lake: 'na obali jezera',
    river: 'nekoliko koraka od šetališta uz rijeku',
    mountain: 'okružen borovim šumama u planinama',
    sea: 'nekoliko koraka od plaže',
    oldTown: 'u srcu starog grada',
  },
  sr: {
    lake: 'na obali jezera',
    river: 'nekoliko koraka od šetališta pored reke',
    mountain: 'okružen borovim šumama na planini',
    sea: 'nekoliko koraka od plaže',
    oldTown: 'u srcu starog grada',
  },
  sq: {
    lake: 'në bregun e liqenit',
    river: 'disa hapa nga shëtitorja buzë lumit',
    mountain: 'i rrethuar nga pyje pishe në male',
    sea: 'disa hapa nga plazhi',
    oldTown: 'në zemër të qytetit të vjetër',
  },
  de: {
    lake: 'direkt am Seeufer',
    river: 'wenige Schritte von der Uferpromenade',
    mountain: 'umgeben von Kiefernwäldern in den Bergen',
    sea: 'wenige Schritte vom Strand',
    oldTown: 'im Herzen der Altstadt',
  },
};

/** The hotel's description in each of the seven languages. */
export function hotelDescriptions(h: CatalogueHotel): Record<string, string> {
  const f = (lng: string) => features[lng]![h.feature];
  const s = h.stars;
  return {
    en: `${h.name} is a ${s}-star hotel in ${h.city}, ${f('en')}. Rooms come with free Wi-Fi and air conditioning; breakfast is served every morning.`,
    ro: `${h.name} este un hotel de ${s} stele în ${h.city}, ${f('ro')}. Camerele au Wi-Fi gratuit și aer condiționat; micul dejun este servit în fiecare dimineață.`,
    mk: `${h.name} е хотел со ${s} ѕвезди во ${h.city}, ${f('mk')}. Собите имаат бесплатен Wi-Fi и клима-уред; појадокот се служи секое утро.`,
    bs: `${h.name} je hotel sa ${s} ${s < 5 ? 'zvjezdice' : 'zvjezdica'} u mjestu ${h.city}, ${f('bs')}. Sobe imaju besplatan Wi-Fi i klima-uređaj; doručak se služi svako jutro.`,
    sr: `${h.name} je hotel sa ${s} ${s < 5 ? 'zvezdice' : 'zvezdica'} u mestu ${h.city}, ${f('sr')}. Sobe imaju besplatan Wi-Fi i klima-uređaj; doručak se služi svakog jutra.`,
    sq: `${h.name} është një hotel me ${s} yje në ${h.city}, ${f('sq')}. Dhomat kanë Wi-Fi falas dhe kondicioner; mëngjesi shërbehet çdo ditë.`,
    de: `${h.name} ist ein ${s}-Sterne-Hotel in ${h.city}, ${f('de')}. Die Zimmer haben kostenloses WLAN und Klimaanlage; das Frühstück wird jeden Morgen serviert.`,
  };
}
