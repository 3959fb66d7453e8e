import { ok, type CardProviderPort, type SubscriptionProviderPort } from '@estudio/core';

/**
 * Stand-ins of Stripe's card field and PayPal's buttons for stories: Storybook
 * runs offline, so the providers' real scripts cannot load. They draw plain
 * controls where the real ones would mount and answer as the providers do.
 */
export const standInCard: CardProviderPort = {
  name: 'stripe (stand-in)',
  mountCard: (target, onChange) => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Número de tarjeta (Stripe)');
    input.placeholder = '4242 4242 4242 4242   MM/AA   CVC';
    input.style.cssText = 'border:none;outline:none;font:inherit;width:100%;background:transparent';
    input.addEventListener('input', () => onChange({ empty: input.value.trim() === '', complete: input.value.length >= 16 }));
    (target as HTMLElement).replaceChildren(input);
    return Promise.resolve(ok({
      confirm: () => Promise.resolve(ok({ status: 'succeeded', paymentId: 'pi_story' })),
      tokenize: () => Promise.resolve(ok({ token: 'pm_story', brand: 'visa', last4: '4242' })),
      unmount: () => input.remove(),
    }));
  },
};

export const standInPayPal: SubscriptionProviderPort = {
  name: 'paypal (stand-in)',
  renderButtons: (target, kind, handlers) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = kind === 'subscription' ? 'Suscribirme con PayPal' : 'Pagar con PayPal';
    button.style.cssText = 'width:100%;min-height:48px;border:none;border-radius:6px;background:#ffc439;font-weight:700;cursor:pointer';
    button.addEventListener('click', () => {
      void handlers.start().then((started) => {
        if (started.ok) handlers.approved({ orderID: started.value.orderID, subscriptionID: started.value.plan_id ? 'I-STORY' : null });
      });
    });
    (target as HTMLElement).replaceChildren(button);
    return Promise.resolve(ok({ close: () => button.remove() }));
  },
};
