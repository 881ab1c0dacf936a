import { Suspense, useEffect, useState } from 'react';
import { useWalletChooser } from '../../shared/ui/walletChooserContext';
import { LazyWalletChooser } from './lazyOverlays';

/** Mounts the wallet chooser once it is first opened, and keeps it (for its closing transition). */
export function WalletChooserHost() {
  const { open } = useWalletChooser();
  const [needed, setNeeded] = useState(open);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyWalletChooser />
    </Suspense>
  );
}

export default WalletChooserHost;
