import { PageStub } from '../../components/PageStub';

export function EmailUnsubscribePage() {
  return (
    <PageStub
      icon="mail"
      description="Choose which Fanlift emails you want to receive, or unsubscribe from all of them."
    />
  );
}
