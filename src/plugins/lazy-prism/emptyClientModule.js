// Stands in for @docusaurus/theme-classic's prism-include-languages client module in the browser
// bundle (see ./index.ts): Prism's languages are registered where Prism loads, on demand.
export {};
