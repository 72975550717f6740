// Seeded randomness: the backend's data must be the same at every start and in every test, so
// nothing here reads Math.random.

/** 32-bit FNV-1a over UTF-16 code units: a short, stable hash of a text. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: tiny and fast, and good enough for made-up data. Numbers in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const between = (random: Random, min: number, max: number): number =>
  min + random() * (max - min);

/** Roughly normal noise around 0 with the given spread (a sum of uniforms: no tails to clip). */
export const noise = (random: Random, spread: number): number =>
  (random() + random() + random() - 1.5) * spread * 2;
