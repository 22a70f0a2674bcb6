import type { ReactNode } from 'react';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { AddressNumberInput, WHOLE_RUPEES } from '../ui/AddressNumberInput';
import { useMessageToasts } from '../ui/toasts';
import { ProvenanceLine } from '../provenance/ProvenanceLine';
import type { ProvenanceInput } from '../provenance/provenanceText';
import styles from './toolForm.module.css';

// The form kit of the calculators (features/tools: affordability and rent or buy;
// features/purchase-cost): a labelled field with its hint or error (announced and tied to
// the input), a labelled group of buttons, a number box that writes the address, the
// Copy link button and the "Assumptions and sources" section under an answer.

/** One row of a form: a field, a group or a lone control (a checkbox), spaced as the others. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.field}>{children}</div>;
}

export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <FormRow>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <Typography.Text type="danger" id={`${id}-error`} role="alert" className={styles.hint}>
          {error}
        </Typography.Text>
      ) : hint ? (
        <Typography.Text type="secondary" id={`${id}-hint`} className={styles.hint}>
          {hint}
        </Typography.Text>
      ) : null}
    </FormRow>
  );
}

/**
 * A group of options (radio buttons, a segmented switch) under a visible label: a <label>
 * names one input, so the label is a span the group names itself by (aria-labelledby={labelId}).
 */
export function FieldGroup({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <FormRow>
      <span className={styles.fieldLabel} id={labelId}>
        {label}
      </span>
      {children}
    </FormRow>
  );
}

/** The number the address holds for a field (even an out-of-range one, so the box shows what is wrong), else null. */
export function addressNumber(params: URLSearchParams, name: string): number | null {
  const text = params.get(name);
  return text !== null && /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null;
}

/** What a number box needs of its field's description (features/tools/toolParams.ts: NumberField). */
export interface NumberBoxField {
  label: string;
  whole?: boolean;
}

export interface NumberBoxProps {
  id: string;
  field: NumberBoxField;
  value: number | null;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** Whole rupees: grouped digits (12,34,567) and no sign. */
  rupees?: boolean;
  onChange: (value: number | null) => void;
}

export function NumberBox({ id, field, value, error, hint, placeholder, rupees, onChange }: NumberBoxProps) {
  return (
    <Field id={id} label={rupees ? `${field.label} (₹)` : field.label} hint={hint} error={error}>
      <AddressNumberInput
        id={id}
        style={{ width: '100%' }}
        value={value}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        placeholder={placeholder}
        step={field.whole ? 1 : 0.1}
        {...(rupees ? WHOLE_RUPEES : {})}
        onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
      />
    </Field>
  );
}

export function CopyLinkButton() {
  const [message, messageHolder] = useMessageToasts();
  // Read in the click handler, never while rendering (the page is server-rendered).
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      message.success('Link copied');
    } catch {
      message.info(`Copy this link: ${window.location.href}`);
    }
  };
  return (
    <>
      <Button size="small" icon={<LinkOutlined aria-hidden />} onClick={copyLink}>
        Copy link
      </Button>
      {messageHolder}
    </>
  );
}

/** The end of a tool's answer: every assumption with its value and source, as a definition list, then the provenance line. */
export function AssumptionsAndSources({ rows, provenance }: { rows: readonly { name: string; value: string; source: string }[]; provenance: ProvenanceInput }) {
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        Assumptions and sources
      </Typography.Title>
      <dl className={styles.assumptions}>
        {rows.map((row) => (
          <div key={row.name}>
            <dt>{row.name}</dt>
            <dd>
              <strong>{row.value}</strong>
              <span className={styles.source}>{row.source}</span>
            </dd>
          </div>
        ))}
      </dl>
      <ProvenanceLine provenance={provenance} />
    </>
  );
}
