import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Parcel, SHIPMENT_ADMIN_TEXTS, type Shipment } from '@shop/shared';
import { Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { toast, toastError } from '../../../lib/toast';
import { createShipment } from '../api/shipment';
import { useMutation } from '@tanstack/react-query';

type Input = z.input<typeof Parcel>;
const FIELDS = [
  { name: 'weightGrams', label: 'Weight (g)' },
  { name: 'lengthCm', label: 'Length (cm)' },
  { name: 'breadthCm', label: 'Breadth (cm)' },
  { name: 'heightCm', label: 'Height (cm)' },
] as const;

/** Weight and size of the packed parcel (prefilled, editable), then booking it with the courier. */
export function CreateShipmentForm({
  orderId,
  parcel,
  onCreated,
}: {
  orderId: string;
  parcel: Parcel;
  onCreated: (shipment: Shipment) => void;
}) {
  const form = useForm<Input, unknown, Parcel>({ resolver: zodResolver(Parcel), defaultValues: parcel });
  const create = useMutation({ mutationFn: createShipment });
  const { reset } = form;
  useEffect(() => reset(parcel), [parcel, reset]);

  const submit = form.handleSubmit((body) =>
    create.mutate(
      { orderId, body },
      {
        onSuccess: ({ shipment }) => {
          toast.success(SHIPMENT_ADMIN_TEXTS.created(shipment.awb));
          onCreated(shipment);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const { name } of FIELDS) {
              const message = error.fieldErrors[name];
              if (message) form.setError(name, { message });
            }
          }
          toastError(error, SHIPMENT_ADMIN_TEXTS.createFailed);
        },
      },
    ),
  );

  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={SHIPMENT_ADMIN_TEXTS.create} className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{SHIPMENT_ADMIN_TEXTS.none}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
      </div>
      <p className="text-xs text-muted">{SHIPMENT_ADMIN_TEXTS.parcelHint}</p>
      <div>
        <Button type="submit" pending={create.isPending} pendingText={SHIPMENT_ADMIN_TEXTS.creating}>
          <Truck className="size-4" aria-hidden />
          {SHIPMENT_ADMIN_TEXTS.create}
        </Button>
      </div>
    </form>
  );
}
