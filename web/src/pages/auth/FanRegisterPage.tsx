import { AuthCard } from './AuthCard';

export function FanRegisterPage() {
  return <AuthCard userType="fan" signup={true} />;
}
