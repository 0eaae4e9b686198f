import { AuthCard } from '../components/AuthCard';

export function FanRegisterPage() {
  return <AuthCard userType="fan" signup={true} />;
}
