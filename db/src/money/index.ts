/** Money in plain words (issue 29): where a fan's likes went, statements, receipts, the athlete's report. */
export * from './likes-went';
export * from './statement';
export * from './receipts';
export * from './athlete-report';
