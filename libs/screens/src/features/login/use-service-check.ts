// At /login the product asks the server whether the service is active (docs/product.md#routes).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLookupActive } from '@wallet/api-client/react';
import { TERMINATED_BODY_CLASS } from '../../shared/terminated';
import { paths } from '../../shared/paths';

export function useServiceCheck(): void {
  const navigate = useNavigate();
  const { data } = useLookupActive();
  useEffect(() => {
    if (!data) return;
    if (data.terminated === 'gone') void navigate(paths.terminated.getHref(), { replace: true });
    else document.body.classList.remove(TERMINATED_BODY_CLASS);
  }, [data, navigate]);
}
