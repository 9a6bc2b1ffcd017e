/**
 * The application the browser held is not found on the server (spec 01 section 4, 'Fetching'):
 * what the browser held of the product's applications is dropped and the product root decides
 * again from a fresh list, instead of the error banner.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { productRoot } from '../../engine/journey/site-paths';
import { applicationKeys } from '../api/applications';
import { Loading } from './loading';

export function ApplicationGone({ product }: { product: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: applicationKeys.all });
    void navigate(productRoot(product), { replace: true });
  }, [queryClient, navigate, product]);
  return <Loading />;
}
