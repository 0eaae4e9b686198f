import { AuthCard } from '../components/AuthCard';

export function FanLoginPage() {
  return <AuthCard userType="fan" signup={false} />;
}
