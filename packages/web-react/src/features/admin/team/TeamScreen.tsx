import { useId, useState } from 'react';
import { fill, fullName, messages, roleLabel, TEAM_ROLES, TeamInviteBody, type TeamMember, type TeamRole } from '@estudio/core';
import { useSession } from '../../../app/session.js';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useDesk } from '../DeskProvider.js';
import { FormSelectField, FormTextField, SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import * as shared from '../shared/shared.css.js';
import * as styles from './TeamScreen.css.js';

const text = messages.desk;
const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const EMPTY_INVITE = { email: '', name: '', last_name: '', role: 'staff' as TeamRole };

const InvitePanel = ({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => void }) => {
  const desk = useDesk();
  const { run } = useDeskAction({ inForm: true });
  const formId = useId();
  const form = useZodForm(TeamInviteBody, EMPTY_INVITE);
  const close = () => {
    form.reset(EMPTY_INVITE);
    onClose();
  };
  const submit = (values: TeamInviteBody) => run(() => desk.invite(values), text.memberInvited, () => { close(); onInvited(); });
  return (
    <SidePanel
      open={open}
      onClose={close}
      title={text.inviteTitle}
      description={text.inviteHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId}>{text.invite}</SubmitButton>} />}
    >
      <ZodForm form={form} id={formId} onSubmit={submit}>
        <FormTextField control={form.control} name="email" label={text.fieldEmail} type="email" autoComplete="off" required />
        <FormTextField control={form.control} name="name" label={text.fieldName} autoComplete="off" required />
        <FormTextField control={form.control} name="last_name" label={text.fieldLastName} autoComplete="off" required />
        <FormSelectField control={form.control} name="role" label={text.fieldRole} options={ROLE_OPTIONS} required />
      </ZodForm>
    </SidePanel>
  );
};

const MemberRow = ({ member, self, busy, onRole, onRemove }: {
  member: TeamMember; self: boolean; busy: boolean; onRole: (role: TeamRole) => void; onRemove: () => void;
}) => {
  const name = fullName(member) || member.email;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>
          {name} {self ? <span className={shared.badge}>{text.you}</span> : null}
        </span>
        <span className={styles.email}>{member.email}</span>
        {member.invited ? <span className={shared.badge}>{text.pendingInvite}</span> : null}
      </div>
      <div className={styles.actions}>
        <SelectField
          label={fill(text.changeRoleOf, { name })}
          value={member.role}
          options={ROLE_OPTIONS}
          disabled={self || busy}
          onChange={(role) => onRole(role as TeamRole)}
        />
        <Button variant="ghost" disabled={self || busy} aria-label={fill(text.removeMemberOf, { name })} onClick={onRemove}>
          {text.removeMember}
        </Button>
      </div>
    </li>
  );
};

/**
 * /admin/equipo (issue 12, admin only): who enters the back office. Invite
 * by e-mail, change a role, take someone off the team (she keeps her account
 * as a customer). Nobody changes or removes herself, so a studio is never
 * left without its admin by a slip.
 */
export const TeamScreen = () => {
  const desk = useDesk();
  const confirm = useConfirm();
  const session = useSession();
  const team = useRetryable('desk-team', () => desk.team());
  const [inviting, setInviting] = useState(false);
  const { isBusy, run } = useDeskAction();
  const remove = async (member: TeamMember) => {
    const name = fullName(member) || member.email;
    if (await confirm({ message: fill(text.removeConfirm, { name }), okLabel: text.removeMember })) {
      await run(() => desk.removeMember(member.uid), text.memberRemoved, team.reload, member.uid);
    }
  };
  return (
    <section aria-labelledby="desk-team-title">
      <ScreenHeader id="desk-team-title" title={text.teamTitle} subtitle={text.teamIntro} actions={<Button onClick={() => setInviting(true)}>{text.invite}</Button>} />
      {team.state.status === 'loading' ? (
        <SkeletonGroup>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={72} />
          ))}
        </SkeletonGroup>
      ) : null}
      {team.state.status === 'error' ? <LoadFailure onRetry={team.reload} /> : null}
      {team.state.status === 'ready' ? (
        <ul className={styles.list} aria-label={text.teamTable}>
          {team.state.data.map((member) => (
            <MemberRow
              key={member.uid}
              member={member}
              self={member.uid === session.customer?.uid}
              busy={isBusy(member.uid)}
              onRole={(role) => void run(() => desk.setRole(member.uid, role), text.roleChanged, team.reload, member.uid)}
              onRemove={() => void remove(member)}
            />
          ))}
        </ul>
      ) : null}
      {team.state.status === 'ready' && team.state.data.every((member) => member.uid === session.customer?.uid) ? <p className={styles.empty}>{text.noTeam}</p> : null}
      <InvitePanel open={inviting} onClose={() => setInviting(false)} onInvited={team.reload} />
    </section>
  );
};
