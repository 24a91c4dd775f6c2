import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueProducts,
  productImagePath,
  type CatalogueProduct,
} from '../../server/db/productCatalogue.js';

/**
 * Draws the demo provider's product pictures (public/products): one small SVG per product, a simple
 * illustration of its kind (a car for transfers, a shield for insurance, a landscape for excursions, a bed, a
 * plate or a clock for upgrades) in the product type's palette. Run it after changing the catalogue:
 * `npx tsx scripts/assets/productImages.ts`.
 */
const W = 480;
const H = 300;

const palettes: Record<CatalogueProduct['type'], [sky: string, ground: string, accent: string]> = {
  1: ['#cfe8ff', '#8d99ae', '#ef8354'],
  2: ['#d8f3dc', '#52b788', '#1b4332'],
  3: ['#ffe8d6', '#6a994e', '#bc4749'],
  4: ['#ede7f6', '#9575cd', '#4a148c'],
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function car(accent: string) {
  return `<rect x="0" y="220" width="${W}" height="80" fill="#5c677d"/>
<path d="M0 262 H${W}" stroke="#ffffff" stroke-width="6" stroke-dasharray="36 24"/>
<path d="M130 200 L170 150 H300 L350 200 H380 Q392 200 392 214 V236 H98 V214 Q98 200 112 200Z" fill="${accent}"/>
<path d="M182 158 H238 V198 H150Z M250 158 H296 L334 198 H250Z" fill="#e0fbfc"/>
<circle cx="160" cy="238" r="22" fill="#2b2d42"/><circle cx="160" cy="238" r="9" fill="#edf2f4"/>
<circle cx="330" cy="238" r="22" fill="#2b2d42"/><circle cx="330" cy="238" r="9" fill="#edf2f4"/>
<path d="M400 70 l40 -14 v10 l-40 14z M380 60 h70 l-10 8 h-60z" fill="#ffffff" opacity="0.9"/>`;
}

function shield(accent: string, ground: string) {
  return `<path d="M240 40 L340 78 V150 Q340 228 240 268 Q140 228 140 150 V78Z" fill="${ground}" stroke="${accent}" stroke-width="8"/>
<path d="M226 100 h28 v34 h34 v28 h-34 v34 h-28 v-34 h-34 v-28 h34z" fill="#ffffff"/>`;
}

function landscape(p: CatalogueProduct, accent: string, ground: string) {
  const water = /OHRID|BELGRADE|KOTOR|BUTRINT|MOSTAR/.test(p.code);
  const castle = /BRAN|PRIZREN|BELGRADE|CITY/.test(p.code);
  return `<circle cx="390" cy="70" r="30" fill="#ffd166"/>
<path d="M0 200 L90 110 L170 180 L260 90 L360 190 L430 130 L${W} 170 V${H} H0Z" fill="${ground}"/>
${water ? `<rect x="0" y="220" width="${W}" height="80" fill="#4ea8de"/><path d="M150 236 h120 l-18 22 h-84z M208 236 v-50 l40 40z" fill="${accent}"/>` : ''}
${castle ? `<path d="M300 200 v-60 h14 v12 h12 v-12 h14 v12 h12 v-12 h14 v60z M318 200 v-22 a8 8 0 0 1 16 0 v22z" fill="${accent}"/>` : ''}`;
}

function upgrade(p: CatalogueProduct, accent: string, ground: string) {
  if (p.variant === 'board')
    return `<circle cx="240" cy="160" r="90" fill="#ffffff" stroke="${ground}" stroke-width="10"/>
<circle cx="240" cy="160" r="56" fill="none" stroke="${ground}" stroke-width="4"/>
<path d="M118 90 v60 M108 90 v40 q10 14 20 0 v-40 M118 150 v100 M362 90 q22 40 0 80 v80" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  if (p.variant === 'checkout')
    return `<circle cx="240" cy="150" r="100" fill="#ffffff" stroke="${accent}" stroke-width="10"/>
<path d="M240 150 V85 M240 150 L300 180" stroke="${ground}" stroke-width="12" stroke-linecap="round"/>`;
  return `<rect x="90" y="150" width="300" height="70" rx="10" fill="${ground}"/>
<rect x="90" y="110" width="70" height="50" rx="12" fill="#ffffff"/>
<rect x="150" y="130" width="240" height="30" rx="8" fill="${accent}"/>
<path d="M90 110 V250 M390 160 V250" stroke="#4a4e69" stroke-width="10"/>
<path d="M300 60 l8 18 20 2 -15 13 5 20 -18 -11 -18 11 5 -20 -15 -13 20 -2z" fill="#ffb703"/>`;
}

export function productSvg(p: CatalogueProduct): string {
  const [sky, ground, accent] = palettes[p.type];
  const body =
    p.type === 1
      ? car(accent)
      : p.type === 2
        ? shield(accent, ground)
        : p.type === 3
          ? landscape(p, accent, ground)
          : upgrade(p, accent, ground);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escape(p.texts.en[0])}">
<rect width="${W}" height="${H}" fill="${sky}"/>
${body}
</svg>
`;
}

const out = join(import.meta.dirname, '..', '..', 'public');
mkdirSync(join(out, 'products'), { recursive: true });
for (const p of catalogueProducts) writeFileSync(join(out, productImagePath(p.code)), productSvg(p));
console.log(`${catalogueProducts.length} product images written to public/products`);
