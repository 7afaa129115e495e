// Contract for the help calls; filled in by its feature work.
export {};
