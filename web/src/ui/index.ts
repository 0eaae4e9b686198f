/**
 * The UI kit's front door: one component family per file, re-exported here. The rest of the kit (layout,
 * forms, feedback, table, choice, icons, format helpers) is imported from its own file.
 */
export { Avatar } from './Avatar';
export { Button, ButtonAnchor, ButtonLink, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Container } from './Container';
export { Eyebrow } from './Eyebrow';
export { Skeleton } from './Skeleton';
export { LoadingBlock, Spinner } from './Spinner';
export { Stars } from './Stars';
export { EmptyState, ErrorState } from './StateNotice';
export { GridList } from './GridList';
