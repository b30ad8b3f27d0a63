/* global window, document */
/**
 * The simulated UPI app's buttons: each posts its outcome to the answer URL the page names and
 * says what happened. Pay sends the provider's signed webhook at once, Decline a failed one, Do
 * nothing sends nothing, Pay late sends the webhook after a few seconds. The shop's page learns
 * the outcome from its own server, never from this page.
 */
(() => {
  'use strict';
  const main = document.querySelector('main[data-answer-url]');
  const status = document.getElementById('status');
  if (!main || !status) return;
  const url = main.getAttribute('data-answer-url');
  const words = {
    success: 'Paid. You can go back to the shop.',
    failure: 'Declined. You can go back to the shop.',
    timeout: 'No answer sent.',
    late: 'The payment will reach the shop in a few seconds.',
  };
  for (const button of main.querySelectorAll('button[data-outcome]')) {
    button.addEventListener('click', async () => {
      const outcome = button.getAttribute('data-outcome');
      for (const b of main.querySelectorAll('button')) b.disabled = true;
      status.textContent = 'Sending…';
      try {
        const response = await fetch(url, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ outcome }),
        });
        const body = await response.json().catch(() => ({}));
        status.textContent = response.ok ? words[outcome] : body.message || 'The gateway refused the answer.';
      } catch {
        status.textContent = 'Could not reach the gateway.';
      }
    });
  }
  // The buttons come disabled, so a tap before this script ran is not lost: it waits for them.
  for (const button of main.querySelectorAll('button[data-outcome]')) button.disabled = false;
  window.simulatedUpiApp = true;
})();
