// wagmi's `safe` connector by name: importing 'wagmi/connectors' as a whole (a dynamic import of
// the module) keeps every connector it exports, Porto's among them, whose schemas would pull more
// of zod into every screen's first load. A static, named import lets the bundler keep only this one.
export { safe } from 'wagmi/connectors';
