import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueHotels, hotelImages, type CatalogueHotel } from '../../server/db/hotelCatalogue.js';

/**
 * Draws the demo hotels' pictures (public/hotels): for each hotel a facade with its name and stars, and a view of
 * its setting (lake, river, mountains, sea, old town), as small SVG files in the hotel's palette. Run it after
 * changing the catalogue: `npx tsx scripts/assets/hotelImages.ts`.
 */
const W = 640;
const H = 400;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function frame(h: CatalogueHotel, title: string, body: string): string {
  const [sky] = h.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${body}
</svg>
`;
}

function facade(h: CatalogueHotel): string {
  const [, wall, accent] = h.colors;
  const floors = h.stars + 1;
  const cols = 6;
  const x0 = 150;
  const top = 360 - floors * 44;
  const windows: string[] = [];
  for (let f = 0; f < floors; f += 1)
    for (let c = 0; c < cols; c += 1)
      windows.push(
        `<rect x="${x0 + 22 + c * 56}" y="${top + 14 + f * 44}" width="30" height="22" rx="3" fill="${accent}" opacity="${0.55 + ((f + c) % 3) * 0.15}"/>`,
      );
  const stars = Array.from({ length: h.stars }, (_, i) => {
    const cx = W / 2 - (h.stars - 1) * 14 + i * 28;
    return `<path transform="translate(${cx} 62) scale(0.9)" d="M0-12 3.5-3.8 12.4-3.8 5.2 1.5 7.9 10.2 0 5 -7.9 10.2 -5.2 1.5 -12.4-3.8 -3.5-3.8Z" fill="#f4a261"/>`;
  });
  return frame(
    h,
    `${h.name}, ${h.city}`,
    `<circle cx="540" cy="70" r="34" fill="#ffd166" opacity="0.9"/>
<rect x="${x0}" y="${top}" width="340" height="${360 - top}" fill="${wall}" stroke="${accent}" stroke-width="3"/>
${windows.join('\n')}
<rect x="${W / 2 - 28}" y="318" width="56" height="42" fill="${accent}"/>
<rect x="0" y="360" width="${W}" height="40" fill="#6a994e"/>
${stars.join('\n')}
<rect x="${W / 2 - 230}" y="${top - 40}" width="460" height="32" rx="6" fill="${accent}"/>
<text x="${W / 2}" y="${top - 18}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escape(h.name)}</text>`,
  );
}

function view(h: CatalogueHotel): string {
  const [, wall, accent] = h.colors;
  const water = `<rect x="0" y="250" width="${W}" height="150" fill="${accent}" opacity="0.75"/>
${[270, 300, 330, 360].map((y, i) => `<path d="M${20 + i * 30} ${y} q20 -8 40 0 t40 0 t40 0" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`).join('\n')}`;
  const mountains = `<path d="M0 260 L120 120 L220 240 L330 90 L470 250 L560 150 L640 230 L640 400 L0 400Z" fill="#52796f"/>
<path d="M330 90 L300 130 L360 130Z M120 120 L100 148 L140 148Z" fill="#ffffff"/>`;
  const pines = [60, 110, 500, 560, 600]
    .map(
      (x) =>
        `<path d="M${x} 380 l-22 0 l22 -70 l22 70Z" fill="#2d6a4f"/><rect x="${x - 3}" y="380" width="6" height="14" fill="#7f5539"/>`,
    )
    .join('\n');
  const roofs = [40, 150, 260, 370, 480]
    .map(
      (
        x,
        i,
      ) => `<rect x="${x}" y="${240 + (i % 2) * 20}" width="100" height="${160 - (i % 2) * 20}" fill="${wall}" stroke="${accent}" stroke-width="2"/>
<path d="M${x - 8} ${240 + (i % 2) * 20} L${x + 50} ${190 + (i % 2) * 20} L${x + 108} ${240 + (i % 2) * 20}Z" fill="#bc4749"/>`,
    )
    .join('\n');
  const bridge = `<path d="M60 250 Q320 110 580 250 L580 268 Q320 140 60 268Z" fill="${wall}" stroke="${accent}" stroke-width="3"/>`;
  const scenes: Record<CatalogueHotel['feature'], string> = {
    lake: `${mountains}\n${water}`,
    sea: `<circle cx="520" cy="120" r="46" fill="#ffb703"/>\n${water}\n<rect x="0" y="360" width="${W}" height="40" fill="#f2cc8f"/>`,
    river: `${water}\n${bridge}`,
    mountain: `${mountains}\n${pines}`,
    oldTown: `<circle cx="560" cy="80" r="30" fill="#ffd166"/>\n${roofs}`,
  };
  return frame(h, `${h.city}: ${h.feature}`, scenes[h.feature]);
}

const out = join(import.meta.dirname, '..', '..', 'public');
mkdirSync(join(out, 'hotels'), { recursive: true });
for (const hotel of catalogueHotels) {
  const [first, second] = hotelImages(hotel.tvHotelCode);
  writeFileSync(join(out, first!), facade(hotel));
  writeFileSync(join(out, second!), view(hotel));
}
console.log(`${catalogueHotels.length * 2} pictures in public/hotels`);
