import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configError } from './config/env.ts';
import { App } from './app/app.tsx';
import { ConfigErrorScreen } from './components/config-error-screen.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>{configError === null ? <App /> : <ConfigErrorScreen message={configError.message} />}</StrictMode>,
);
