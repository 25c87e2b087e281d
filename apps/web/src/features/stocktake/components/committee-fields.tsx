import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { VAI_TRO_HOI_DONG, type CommitteeMemberInput } from '@kho/contracts';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n/i18n';
import { useStaffOptions } from '../api/staff-options';

/** The part of a stocktake form that holds the committee. */
export interface CommitteeFormValues {
  hoi_dong: CommitteeMemberInput[];
}

export const emptyMember = (vai_tro: CommitteeMemberInput['vai_tro'] = 'UY_VIEN'): CommitteeMemberInput => ({
  nhan_vien_id: null,
  ho_ten: '',
  chuc_danh: '',
  vai_tro,
});

/**
 * The stocktaking committee: one row per member with a name picked from the staff list or typed
 * (someone from outside the hospital), a title and a role. Used by the new-stocktake dialog and
 * the stocktake's header.
 */
export function CommitteeFields({
  control,
  errors,
  organisationId,
  disabled,
}: {
  control: Control<CommitteeFormValues>;
  errors: FieldErrors<CommitteeFormValues>;
  organisationId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('stocktake');
  const staff = useStaffOptions(organisationId);
  const members = useFieldArray({ control, name: 'hoi_dong' });
  const listError = errors.hoi_dong?.root?.message ?? errors.hoi_dong?.message;

  return (
    <Box data-testid="committee">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('committee.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {members.fields.map((member, index) => (
          <Box
            key={member.id}
            data-testid="committee-member"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) auto',
                md: 'minmax(0, 2fr) minmax(0, 1.3fr) 170px auto',
              },
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Controller
                control={control}
                name={`hoi_dong.${index}.ho_ten`}
                render={({ field, fieldState }) => (
                  <Controller
                    control={control}
                    name={`hoi_dong.${index}.nhan_vien_id`}
                    render={({ field: idField }) => (
                      <Autocomplete
                        freeSolo
                        disabled={disabled}
                        options={staff.data ?? []}
                        getOptionLabel={(o) => (typeof o === 'string' ? o : o.ten)}
                        renderOption={(props, o) => (
                          <li {...props} key={o.id}>
                            {o.ten}
                            <Typography
                              component="span"
                              variant="caption"
                              color="textSecondary"
                              sx={{ ml: 1 }}
                            >
                              {o.ma}
                            </Typography>
                          </li>
                        )}
                        inputValue={field.value ?? ''}
                        onInputChange={(_, text, reason) => {
                          if (reason === 'reset') return;
                          field.onChange(text);
                          idField.onChange(null);
                        }}
                        onChange={(_, picked) => {
                          if (picked && typeof picked !== 'string') {
                            field.onChange(picked.ten);
                            idField.onChange(picked.id);
                          }
                        }}
                        value={null}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            size="small"
                            required
                            label={t('committee.name')}
                            inputRef={field.ref}
                            error={fieldState.invalid}
                            helperText={
                              validationText(fieldState.error?.message) ??
                              (idField.value ? t('committee.from_staff') : undefined)
                            }
                            slotProps={{
                              ...params.slotProps,
                              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'member-name' },
                            }}
                          />
                        )}
                      />
                    )}
                  />
                )}
              />
            </Box>
            <Controller
              control={control}
              name={`hoi_dong.${index}.chuc_danh`}
              render={({ field }) => (
                <TextField
                  size="small"
                  disabled={disabled}
                  sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                  label={t('committee.title_field')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  slotProps={{ htmlInput: { 'data-testid': 'member-title' } }}
                />
              )}
            />
            <Controller
              control={control}
              name={`hoi_dong.${index}.vai_tro`}
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  disabled={disabled}
                  label={t('committee.role')}
                  value={field.value}
                  onChange={field.onChange}
                  slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'member-role' } }}
                >
                  {VAI_TRO_HOI_DONG.map((role) => (
                    <option key={role} value={role}>
                      {t(`roles.${role}`)}
                    </option>
                  ))}
                </TextField>
              )}
            />
            <IconButton
              aria-label={t('committee.remove')}
              disabled={disabled || members.fields.length <= 1}
              onClick={() => members.remove(index)}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
      </Box>
      {listError && (
        <Typography variant="caption" color="error" role="alert">
          {validationText(listError)}
        </Typography>
      )}
      {!disabled && (
        <Button
          size="small"
          startIcon={<AddRounded />}
          sx={{ mt: 1 }}
          onClick={() => members.append(emptyMember(members.fields.length === 1 ? 'THU_KY' : 'UY_VIEN'))}
          data-testid="member-add"
        >
          {t('committee.add')}
        </Button>
      )}
    </Box>
  );
}
