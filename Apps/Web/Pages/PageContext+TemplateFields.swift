/// The layout's values given by name instead of reflected: every page reflected its context,
/// its chrome and each field's limits on every request, a tenth of a catalog page's time.
///
/// Each dictionary is what `TemplateTree` finds by reflection, the same names and values, a
/// `nil` field left out; `HTMLTemplateEquivalenceTests` holds every one to that.
extension PageContext: TemplateFields {
    var templateFields: TemplateFieldList {
        ["csrf": .text(csrf), "chrome": .fields(chrome.templateFields), "view": TemplateTree.of(view)]
    }
}

extension PageChrome: TemplateFields {
    var templateFields: TemplateFieldList {
        var fields: TemplateFieldList = [
            "title": .text(title), "appName": .text(appName), "isHome": .flag(isHome),
            "stylesheet": .text(stylesheet), "scripts": .list(scripts.map(TemplateValue.text)),
        ]
        fields["banner"] = banner.map { .fields($0.templateFields) }
        fields["notice"] = notice.map(TemplateValue.text)
        fields["liveURL"] = liveURL.map(TemplateValue.text)
        fields["idleWarning"] = idleWarning.map(TemplateValue.text)
        fields["touchURL"] = touchURL.map(TemplateValue.text)
        return fields
    }
}

extension Banner: TemplateFields {
    var templateFields: TemplateFieldList {
        ["message": .text(message), "retryAction": .text(retryAction), "fields": .list(fields.map { .fields($0.templateFields) })]
    }
}

extension HiddenField: TemplateFields {
    var templateFields: TemplateFieldList {
        ["name": .text(name), "value": .text(value)]
    }
}

extension FieldLimits: TemplateFields {
    var templateFields: TemplateFieldList {
        var fields: TemplateFieldList = ["maxlength": .number(maxlength), "summary": .text(summary)]
        fields["min"] = min.map(TemplateValue.number)
        fields["max"] = max.map(TemplateValue.number)
        return fields
    }
}

extension CartWords: TemplateFields {
    var templateFields: TemplateFieldList {
        ["empty": .text(empty), "confirm": .text(confirm), "cancel": .text(cancel)]
    }
}
