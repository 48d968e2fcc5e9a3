import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { ConsumerReportFields, type ConsumerReportFieldsInput } from 'shared/contracts/consumer-reports';
import { ReportField, reportStyles } from './report-field';
import { PhotoPicker, photoProblem } from './photo-picker';
import { sendReport } from './send-report';
import type { ReportField as FieldName, ReportTexts } from './report-texts';

interface Values {
  description: string;
  shop: string;
  city: string;
  country: string;
  onlineUrl: string;
  price: string;
  currency: string;
  email: string;
  emailConsent: boolean;
  /** The honeypot: hidden from people and screen readers, so only a bot fills it. */
  website: string;
}

const EMPTY: Values = {
  description: '',
  shop: '',
  city: '',
  country: '',
  onlineUrl: '',
  price: '',
  currency: '',
  email: '',
  emailConsent: false,
  website: '',
};

interface ReportFormProps {
  code: string;
  clientScanId: string;
  language: string;
  texts: ReportTexts;
  onSent: () => void;
  onCancel: () => void;
}

/** The report's fields, checked by the contract's schema (the API's own check) before anything is sent. */
export function ReportForm({ code, clientScanId, language, texts, onSent, onCancel }: ReportFormProps) {
  // Opening the form takes the reader to its heading (it arrives after the page, fetched on demand).
  useEffect(() => document.getElementById('report-heading')?.focus(), []);
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toFields = (values: Values): ConsumerReportFieldsInput => ({
    ...values,
    clientScanId,
    language: language as ConsumerReportFieldsInput['language'],
    emailConsent: values.emailConsent ? 'true' : 'false',
  });
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => {
      const result = v.safeParse(ConsumerReportFields, toFields(values));
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of result.issues ?? []) {
        const key = issue.path?.[0]?.key as FieldName | undefined;
        if (key && !errors[key]) errors[key] = texts.errors[key] ?? issue.message;
      }
      return errors;
    },
  });
  const photoError = photoProblem(photos);

  const submit = form.onSubmit(
    async (values) => {
      if (photoError) return document.getElementById('report-photos')?.focus();
      setProblem(null);
      setProgress(0);
      const answer = await sendReport(code, toFields(values), photos, setProgress);
      setProgress(null);
      if (answer.kind === 'received') return onSent();
      setProblem(answer.kind === 'failed' ? texts.failed : answer.status === 429 ? texts.tooMany : answer.message);
    },
    (errors) => document.getElementById(`report-${Object.keys(errors)[0]}`)?.focus(),
  );
  const field = (name: Exclude<keyof Values, 'emailConsent' | 'website'>, label: string, optional = true) => (
    <ReportField
      id={`report-${name}`}
      label={label}
      optional={optional ? texts.optional : undefined}
      error={form.errors[name]}
      inputProps={form.getInputProps(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="report-heading" style={{ textAlign: 'left' }}>
      <h2 id="report-heading" tabIndex={-1} style={{ fontSize: 20 }}>
        {texts.heading}
      </h2>
      <p>{texts.intro}</p>
      {problem && (
        <p role="alert" style={{ ...reportStyles.error, fontSize: 16 }}>
          {problem}
        </p>
      )}
      <ReportField
        id="report-description"
        label={texts.description}
        multiline
        error={form.errors.description}
        inputProps={{ ...form.getInputProps('description'), required: true }}
      />
      <fieldset style={{ border: 'none', padding: 0, margin: '16px 0 0' }}>
        <legend style={{ fontWeight: 700, fontSize: 17 }}>{texts.whereBought}</legend>
        {field('shop', texts.shop)}
        {field('city', texts.city)}
        {field('country', texts.country)}
        {field('onlineUrl', texts.onlineUrl)}
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 2 }}>{field('price', texts.price)}</div>
          <div style={{ flex: 1 }}>{field('currency', texts.currency)}</div>
        </div>
      </fieldset>
      <PhotoPicker photos={photos} onChange={setPhotos} error={photoError} texts={texts} />
      <ReportField
        id="report-email"
        label={texts.email}
        optional={texts.optional}
        hint={texts.emailHint}
        error={form.errors.email}
        inputProps={{ ...form.getInputProps('email'), type: 'email', autoComplete: 'email' }}
      />
      <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 10 }}>
        <input
          id="report-emailConsent"
          type="checkbox"
          style={{ width: 22, height: 22, flex: 'none' }}
          aria-invalid={form.errors.emailConsent ? true : undefined}
          aria-describedby={form.errors.emailConsent ? 'report-emailConsent-error' : undefined}
          {...form.getInputProps('emailConsent', { type: 'checkbox' })}
        />
        <span>{texts.emailConsent}</span>
      </label>
      {form.errors.emailConsent && (
        <p id="report-emailConsent-error" style={reportStyles.error}>
          {form.errors.emailConsent}
        </p>
      )}
      <div aria-hidden="true" style={{ position: 'absolute', left: -10_000, width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor="report-website">Website</label>
        <input id="report-website" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
      </div>
      {progress !== null && (
        <div role="status" style={{ marginTop: 16 }}>
          <progress value={progress} max={100} aria-label={texts.sending(progress)} style={{ width: '100%' }} />
          <p style={reportStyles.hint}>{texts.sending(progress)}</p>
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 20 }}>
        <button type="submit" style={reportStyles.button} disabled={progress !== null}>
          {texts.send}
        </button>
        <button type="button" style={reportStyles.secondary} onClick={onCancel} disabled={progress !== null}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
