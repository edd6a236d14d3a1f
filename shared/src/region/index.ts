// A remote's server-drawn region, hydrated in its own root (issue 29). Each remote exports
// `hydrateRegion` from its `./routes` module, so the region is built with the remote's own copy.
export { hydrateRegion, type HydrateRegion, type HydratedRegion, type RegionHydration, type RegionView } from './hydrateRegion';
export { regionIdentifierPrefix } from './identifierPrefix';
