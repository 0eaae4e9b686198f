// Kept only for the placeholder pages of features being built; new code imports web/src/ui/Icon.
export * from '../ui/Icon';
