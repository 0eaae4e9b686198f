// Kept only for the placeholder pages of features being built; new code imports web/src/shell/PageStub.
export * from '../shell/PageStub';
