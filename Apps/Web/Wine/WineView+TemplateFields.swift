/// A Wine page's fields given by name instead of reflected: reflecting the view's 36 fields on
/// every request was the largest part of making a Wine page's tree.
///
/// The dictionary is what `TemplateTree` finds by reflection, the same names and values, a `nil`
/// field left out; `HTMLTemplateEquivalenceTests` holds it to that for every Wine state it draws,
/// so a field added to `WineView` and not here fails there.
extension WineView: TemplateFields {
    var templateFields: TemplateFieldList {
        var fields: TemplateFieldList = [
            "cartQuantity": .number(cartQuantity),
            "onCatalog": .flag(onCatalog),
            "onCart": .flag(onCart),
            "onOrders": .flag(onOrders),
            "quantityLimits": .fields(quantityLimits.templateFields),
            "pinLimits": .fields(pinLimits.templateFields),
            "firstName": .fields(firstName.templateFields),
            "lastName": .fields(lastName.templateFields),
            "email": .fields(email.templateFields),
            "newPIN": .fields(newPIN.templateFields),
            "query": .text(query),
            "sortDescending": .flag(sortDescending),
            "categoryOptions": .html(categoryOptions.html),
            "rows": .list(rows.map { .fields($0.templateFields) }),
            "catalogSummary": .text(catalogSummary),
            "lines": TemplateTree.of(lines),
            "hasLines": .flag(hasLines),
            "cartTotal": .text(cartTotal),
            "cartSummary": .text(cartSummary),
            "cartWords": .fields(cartWords.templateFields),
            "orders": TemplateTree.of(orders),
        ]
        let texts: [(String, String?)] = [
            ("employee", employee), ("error", error), ("pinError", pinError), ("catalogNoMatch", catalogNoMatch),
            ("partial", partial), ("importing", importing), ("previousHref", previousHref), ("nextHref", nextHref),
            ("quickAddError", quickAddError), ("confirmation", confirmation), ("thanks", thanks), ("thanksSummary", thanksSummary),
        ]
        for (name, text) in texts {
            fields[name] = text.map(TemplateValue.text)
        }
        fields["catalogEmpty"] = catalogEmpty.map(TemplateTree.of)
        fields["detail"] = detail.map(TemplateTree.of)
        fields["ordersPlaceholder"] = ordersPlaceholder.map(TemplateTree.of)
        return fields
    }
}

extension WineView.Field: TemplateFields {
    var templateFields: TemplateFieldList {
        var fields: TemplateFieldList = ["value": .text(value)]
        fields["error"] = error.map(TemplateValue.text)
        return fields
    }
}
