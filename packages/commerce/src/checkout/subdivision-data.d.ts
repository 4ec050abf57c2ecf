// The library publishes one JSON file per country under its `data/*` export; the repository's
// node10 module resolution does not read `exports`, so the shape is declared here.
declare module '@countrystatecity/countries/data/*/states.json' {
  const subdivisions: ReadonlyArray<{ name: string; iso2: string; type: string }>;
  export default subdivisions;
}
