export * from './sitemap';
