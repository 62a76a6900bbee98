import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { PageLoader } from '../../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';

/** Pages anyone may open (sign-in, not found): a light frame with the product name. */
export function PublicLayout() {
  return (
    <div className="cs-public-page">
      <SkipLink />
      <Box component="header" py="md">
        <Container size="lg" c="brand.8">
          <BrandMark />
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }} pb="xl">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </div>
  );
}
