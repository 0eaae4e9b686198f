import { PageStub } from '../../components/PageStub';

export function UniversityNilPage() {
  return (
    <PageStub
      icon="school"
      description="How fan-funded NIL works for universities, and how to bring it to your school."
    />
  );
}
