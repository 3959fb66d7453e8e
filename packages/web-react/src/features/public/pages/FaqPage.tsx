import { messages } from '@estudio/core';
import { ContentPage } from './ContentPage.js';

/** /preguntas-frecuentes (spec 2: the FAQ, title only). */
export const FaqPage = () => <ContentPage title={messages.publicPages.faqTitle} />;
