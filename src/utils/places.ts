/** What the build noted, each under the places it was seen (`file:line`): a component, an icon notice. */
export type PlacesByName = Map<string, Set<string>>;

/** Adds the places `more` saw under each name to those `into` holds: notes from a render thread joining the build's. */
export function addPlaces(into: PlacesByName, more: ReadonlyMap<string, ReadonlySet<string>>): void {
  for (const [name, places] of more) {
    const known = into.get(name);
    if (known) for (const place of places) known.add(place);
    else into.set(name, new Set(places));
  }
}
