import { useState } from 'react';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { walletSlice } from '../wallet/walletSlice';
import { SectionShell } from './SectionShell';
import { WalletChooserProvider } from './walletChooserContext';
import type { SectionPage } from './sectionPage';

function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Count: {count}
    </button>
  );
}

function renderShell(pages: readonly SectionPage[], path: string) {
  const store = configureStore({ reducer: combineSlices(walletSlice) });
  const shell = (label: string) => (
    <Provider store={store}>
      <WalletChooserProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/section/*" element={<SectionShell base="/section" pages={pages} label={label} home="counter" />} />
          </Routes>
        </MemoryRouter>
      </WalletChooserProvider>
    </Provider>
  );
  const view = render(shell('Section tabs'));
  return { rerenderWithLabel: (label: string) => view.rerender(shell(label)) };
}

describe('SectionShell', () => {
  it('loads a page once and keeps it mounted when the section re-renders', async () => {
    const user = userEvent.setup();
    const load = jest.fn(() => Promise.resolve({ default: CounterPage }));
    const { rerenderWithLabel } = renderShell([{ path: 'counter', chunk: 'counter', load, tab: { label: 'Counter' } }], '/section/counter');

    await user.click(await screen.findByRole('button', { name: 'Count: 0' }));
    rerenderWithLabel('Renamed tabs');

    expect(screen.getByRole('navigation', { name: 'Renamed tabs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count: 1' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the wallet prompt instead of a page that needs a wallet, without loading the page', async () => {
    const load = jest.fn(() => Promise.resolve({ default: CounterPage }));
    renderShell([{ path: 'counter', chunk: 'counter', load, connectMessage: 'Connect your wallet to count.' }], '/section/counter');

    expect(await screen.findByText('Connect your wallet to count.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Count/ })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
