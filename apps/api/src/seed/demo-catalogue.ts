/** The demo catalogue seeded on first start: oversized T-shirts, each with a story. */

import type { FitVerdict } from '@shop/shared';

export const DEMO_COLORS = [
  { name: 'Jet Black', hex: '#1C1C1E' },
  { name: 'Chalk White', hex: '#F2F0EB' },
  { name: 'Terracotta', hex: '#C8643B' },
  { name: 'Olive', hex: '#6B7048' },
  { name: 'Indigo', hex: '#34406B' },
  { name: 'Mustard', hex: '#D9A93A' },
  { name: 'Sage', hex: '#A3B18A' },
  { name: 'Maroon', hex: '#6E2A35' },
  { name: 'Sky Blue', hex: '#8DB6D9' },
  { name: 'Charcoal', hex: '#45474D' },
] as const;

export type DemoProduct = {
  name: string;
  description: string;
  story: string;
  price: number;
  colors: string[];
  motif: 'sun' | 'waves' | 'mountain' | 'grid' | 'circle' | 'stripes';
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Monsoon Drift Oversized Tee',
    description: 'Heavyweight 240 GSM cotton, dropped shoulders and a boxy cut that falls just right.',
    story:
      'Born on a rain-soaked afternoon in Mumbai, when the whole city slowed down to watch the sea. A tee for the days you let the weather decide the plan.',
    price: 999,
    colors: ['Indigo', 'Chalk White', 'Sky Blue'],
    motif: 'waves',
  },
  {
    name: 'Himalayan Dawn Tee',
    description: 'Garment-dyed organic cotton with a soft hand-feel and a relaxed, roomy fit.',
    story:
      'Sketched at 5 a.m. on a ridge above Manali, waiting for the first light to hit the snow. For early risers and long walkers.',
    price: 1299,
    colors: ['Sage', 'Chalk White', 'Charcoal', 'Terracotta'],
    motif: 'mountain',
  },
  {
    name: 'Chai Break Oversized Tee',
    description: 'Breathable 220 GSM jersey, ribbed collar that keeps its shape wash after wash.',
    story:
      'Every office in India has a four o clock ritual. This one celebrates the cutting chai, the gossip and the ten minutes that make the day.',
    price: 799,
    colors: ['Mustard', 'Chalk White', 'Maroon'],
    motif: 'circle',
  },
  {
    name: 'Desert Sun Tee',
    description: 'Sand-washed cotton with a vintage finish and a wide, easy silhouette.',
    story:
      'Inspired by the dunes of Jaisalmer at noon, when colours burn bright and shadows go short. Warm tones for warm souls.',
    price: 1199,
    colors: ['Terracotta', 'Mustard', 'Chalk White'],
    motif: 'sun',
  },
  {
    name: 'Night Market Tee',
    description: 'Deep-dyed heavyweight cotton that stays dark, with a dropped shoulder.',
    story:
      'For the lanes that come alive after ten: street food smoke, neon signs and friends who never want to go home.',
    price: 1099,
    colors: ['Jet Black', 'Charcoal', 'Maroon'],
    motif: 'grid',
  },
  {
    name: 'Backwater Calm Tee',
    description: 'Lightweight slub cotton, perfect for humid days, cut long and loose.',
    story:
      'Written on a houseboat in Alleppey, where the only schedule was the tide. A reminder to slow down and drift.',
    price: 899,
    colors: ['Sage', 'Sky Blue', 'Chalk White'],
    motif: 'waves',
  },
  {
    name: 'Old City Stripes Tee',
    description: 'Yarn-dyed stripes knitted into 230 GSM cotton, so they never fade or crack.',
    story:
      'The painted shutters of Old Delhi, blue and white and a little chipped, turned into stripes you can wear anywhere.',
    price: 1399,
    colors: ['Indigo', 'Chalk White', 'Olive'],
    motif: 'stripes',
  },
  {
    name: 'First Rain Tee',
    description: 'Soft-washed cotton jersey with a relaxed neckline and generous sleeves.',
    story:
      'That smell when the first drops hit dry earth: petrichor. We could not bottle it, so we printed a tee instead.',
    price: 699,
    colors: ['Olive', 'Charcoal', 'Sage'],
    motif: 'circle',
  },
  {
    name: 'Coastal Highway Tee',
    description: 'Pigment-dyed cotton with a lived-in look from day one and an oversized fit.',
    story:
      'Goa to Gokarna with the windows down and a playlist that never ends. For the friends who always say yes to a road trip.',
    price: 1499,
    colors: ['Sky Blue', 'Mustard', 'Chalk White', 'Terracotta'],
    motif: 'sun',
  },
  {
    name: 'Studio Grid Tee',
    description: 'Structured 260 GSM cotton that holds a clean boxy shape.',
    story: 'Made for designers, coders and anyone who thinks in grids. Neat lines outside, creative chaos inside.',
    price: 1599,
    colors: ['Chalk White', 'Jet Black', 'Charcoal'],
    motif: 'grid',
  },
  {
    name: 'Festival Lights Tee',
    description: 'Combed cotton with a smooth face that keeps prints sharp, cut roomy.',
    story:
      'Diwali nights on a crowded terrace, diyas on every ledge and a sky full of colour. Celebration you can wear all year.',
    price: 1999,
    colors: ['Maroon', 'Mustard', 'Jet Black'],
    motif: 'circle',
  },
  {
    name: 'Western Ghats Tee',
    description: 'Organic cotton dyed in small batches, relaxed through the body and sleeves.',
    story:
      'Mist rolling over green hills on the Pune to Lonavala trek, boots muddy and spirits high. For weekends well spent.',
    price: 1249,
    colors: ['Olive', 'Sage', 'Charcoal'],
    motif: 'mountain',
  },
  {
    name: 'Morning Local Tee',
    description: 'Everyday 200 GSM cotton, light and quick to dry, in a loose oversized cut.',
    story:
      'The 7:42 fast from Borivali: crowded, chaotic and somehow full of kindness. An ode to the commute that raises a city.',
    price: 499,
    colors: ['Charcoal', 'Sky Blue', 'Chalk White'],
    motif: 'stripes',
  },
  {
    name: 'Quiet Hours Tee',
    description: 'Brushed-back cotton for a soft, warm feel with a dropped shoulder.',
    story:
      'Late-night reading with a lamp on and the house asleep. For introverts, night owls and everyone who loves a good silence.',
    price: 1149,
    colors: ['Indigo', 'Jet Black', 'Sage', 'Maroon'],
    motif: 'sun',
  },
];

export const DEMO_REVIEWS: { rating: number; comment: string; fit: FitVerdict | null }[] = [
  { rating: 5, comment: 'The fit is exactly the oversized look I wanted. Fabric feels premium.', fit: 'true-to-size' },
  {
    rating: 4,
    comment: 'Great quality, colour is slightly darker than the photo. Still love it.',
    fit: 'true-to-size',
  },
  { rating: 5, comment: 'Washed it five times already, no shrinking and the print is perfect.', fit: null },
  { rating: 3, comment: 'Nice tee but I should have taken one size smaller.', fit: 'runs-large' },
  { rating: 5, comment: 'Delivered in four days to Jaipur. Will order again!', fit: 'true-to-size' },
];

export const DEMO_CUSTOMERS = [
  { name: 'Aarav Sharma', email: 'aarav@example.in', phone: '9810000001', gender: 'male' as const },
  { name: 'Priya Nair', email: 'priya@example.in', phone: '9810000002', gender: 'female' as const },
  { name: 'Kabir Singh', email: 'kabir@example.in', phone: '9810000003', gender: 'male' as const },
];
