import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingStatus, RETURN_PARAM, returnPathFrom, signOut } from 'shared';

export default function LogoutPage() {
  const navigate = useNavigate();
  // A guard sent a signed-out visitor here from a page: /login takes them back to it afterwards.
  const next = returnPathFrom(useLocation().search);
  useEffect(() => {
    const login = next ? `/login?${new URLSearchParams({ [RETURN_PARAM]: next })}` : '/login';
    void signOut().then(() => navigate(login, { replace: true }));
  }, [navigate, next]);
  return <LoadingStatus label="Logging out" />;
}
