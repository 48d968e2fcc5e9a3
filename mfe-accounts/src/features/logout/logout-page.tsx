import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'shared';

export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <Center py="xl">
      <Loader aria-label="Logging out" />
    </Center>
  );
}
