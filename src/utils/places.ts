import { placeText, type ProblemPlace } from './problem-place.ts';

/** What the build noted, each under the places it was seen (a component, an icon notice), each place once (keyed as the report writes it). */
export type PlacesByName = Map<string, Map<string, ProblemPlace>>;

/** Notes `place` under `name`; false when that place was noted there already. */
export function notePlace(byName: PlacesByName, name: string, place: ProblemPlace): boolean {
  const places = byName.get(name) ?? new Map<string, ProblemPlace>();
  byName.set(name, places);
  const key = placeText(place);
  if (places.has(key)) return false;
  places.set(key, place);
  return true;
}

/** Adds the places `more` saw under each name to those `into` holds: notes from a render thread joining the build's. */
export function addPlaces(into: PlacesByName, more: PlacesByName): void {
  for (const [name, places] of more) for (const place of places.values()) notePlace(into, name, place);
}

/** Every place noted under any name, once each, in the order the report writes them. */
export function allPlaces(byName: PlacesByName): ProblemPlace[] {
  const all = new Map<string, ProblemPlace>();
  for (const places of byName.values()) for (const [key, place] of places) all.set(key, place);
  return [...all].sort(([a], [b]) => a.localeCompare(b)).map(([, place]) => place);
}
