import { PageStub } from '../../components/PageStub';

export function ResetPasswordPage() {
  return <PageStub icon="lock" description="Reset your password through our secure sign-in service." />;
}
