/** Derived figures kept with their source (migrations 0020-0026): their checks and upkeep. */
export * from './checks';
export * from './upkeep';
