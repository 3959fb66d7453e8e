import { useEffect } from 'react';
import { CardSkeletons } from '../public/landing/sections/CardSkeletons.js';
import { homePackages } from './packageCard.rules.js';
import { PackageGrid } from './PackagesScreen.js';
import { usePackages } from './usePackages.js';

/**
 * The landing's packages: those the studio features on the home page
 * (on_home), by order. Nothing while none is featured or the list failed
 * (the section says so through `onEmpty`, and hides).
 */
export const HomePackages = ({ onEmpty }: { onEmpty: () => void }) => {
  const packages = usePackages();
  const featured = packages.status === 'ready' ? homePackages(packages.data) : [];
  const empty = packages.status !== 'loading' && featured.length === 0;
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);
  if (packages.status === 'loading') return <CardSkeletons count={3} imageHeight={160} />;
  if (empty) return null;
  return <PackageGrid packages={featured} />;
};
