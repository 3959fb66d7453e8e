import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages, reservationIdFromCode } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { useQrScanner, type ScannerState } from './useQrScanner.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import * as styles from './CheckinScreen.css.js';

const text = messages.desk;

const STATUS: Record<ScannerState, string> = {
  idle: '',
  starting: text.scanning,
  scanning: text.scanning,
  denied: text.cameraDenied,
  missing: text.cameraMissing,
  failed: text.cameraFailed,
};

/**
 * /admin/checkin (issue 12): the front desk scans a reservation's QR code
 * with the device's camera (the browser's BarcodeDetector where it has one,
 * jsQR otherwise) and lands on its check-in page. Without a camera, the
 * reservation's number (or the code's link) typed in does the same.
 */
export const CheckinScreen = () => {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const open = (code: string): boolean => {
    const id = reservationIdFromCode(code);
    if (id === null) {
      setRefused(text.notAReservation);
      return false;
    }
    void navigate(`/admin/reservations/${id}`);
    return true;
  };
  const scanner = useQrScanner(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(typed);
  };
  const live = scanner.state === 'starting' || scanner.state === 'scanning';
  return (
    <section aria-labelledby="desk-checkin-title" className={styles.screen}>
      <ScreenHeader id="desk-checkin-title" title={text.checkin} subtitle={text.checkinHelp} />
      <Card className={styles.camera}>
        <video ref={scanner.video} className={live ? styles.video : styles.videoHidden} muted playsInline aria-label={text.cameraPreview} />
        <p role="status" className={styles.status}>
          {refused ?? STATUS[scanner.state]}
        </p>
        {live ? (
          <Button variant="secondary" block onClick={scanner.stop}>
            {text.stopCamera}
          </Button>
        ) : (
          <Button size="lg" block onClick={() => { setRefused(null); scanner.start(); }}>
            {text.startCamera}
          </Button>
        )}
      </Card>
      <Card as="section" className={styles.manual} aria-labelledby="desk-checkin-manual">
        <h2 id="desk-checkin-manual" className={styles.manualTitle}>
          {text.manualTitle}
        </h2>
        <form onSubmit={submit} className={styles.form} noValidate>
          <TextField label={text.reservationNumber} name="reservation" value={typed} inputMode="url" autoComplete="off" onChange={(value) => { setRefused(null); setTyped(value); }} />
          <Button type="submit" variant="secondary">
            {text.open}
          </Button>
        </form>
      </Card>
    </section>
  );
};
