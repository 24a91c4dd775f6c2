/** Lazy parts live in lib (forms load their drawers with them too); the app's imports stay as they were. */
export * from '@/lib/lazyPart';
