import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

/** Pages anyone may open (sign-in, not found): a light frame with the product name. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="cs-public-page">
      <SkipLink />
      <Box component="header" py="md">
        <Container size="lg" c="brand.8">
          <BrandMark />
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }} pb="xl">
        <ChunkErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ChunkErrorBoundary>
      </Box>
    </div>
  );
}
