import { ThankYouView } from '../../features/orders';

/** /thank-you (signed-in only): the placed order arrives through navigation state. */
export default function ThankYouScreen() {
  return (
    <div className="container-page py-10 sm:py-14">
      <title>Thank you | StoryFit</title>
      <ThankYouView />
    </div>
  );
}
