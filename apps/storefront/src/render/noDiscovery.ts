/**
 * Spread on a fetcher's form (`<fetcher.Form {...noDiscovery} …>`) to leave out React Router's
 * `data-discover="true"`: it serves framework mode's lazy route discovery, which the data router does not use
 * (decision 0900). `<Link>` and `<Form>` take `discover="none"` as a prop; `fetcher.Form`'s props type leaves
 * it out although the form passes it on. 21 bytes per form: every product card has two (decision 0903).
 */
export const noDiscovery = { discover: 'none' } as const;
