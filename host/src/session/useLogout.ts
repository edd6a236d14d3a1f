import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, useCart, useSession } from '@mall/shared';
import { authCalls } from '@mall/shared/contract';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await api.call(authCalls.logout, {});
    } finally {
      // Whatever the server said, this browser forgets the buyer's data.
      useSession.getState().clear();
      useCart.getState().setCount(0);
      queryClient.clear();
      navigate('/');
    }
  };
}
