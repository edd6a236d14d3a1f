import { useQuery } from '@tanstack/react-query';
import { api } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';

/**
 * A graphic captcha for one form. Each image is good for one attempt, so the form calls `next`
 * after every send (right or wrong); never cached between forms or visits.
 */
export function useCaptcha(formKey: string) {
  const query = useQuery({
    queryKey: ['account', 'captcha', formKey],
    queryFn: () => api.call(accountCalls.captchaImage, {}),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return { image: query.data, isError: query.isError, next: () => void query.refetch() };
}
